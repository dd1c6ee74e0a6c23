import haxe.crypto.Base64;
import haxe.io.Bytes;

class SaveCode {
  public static function export(json:String):String
    return Base64.urlEncode(Bytes.ofString(json));
  public static function load(code:String):String
    return Base64.urlDecode(code).toString();
}
