<?php
final class Db {
    private static ?PDO $pdo = null;
    public static function pdo(): PDO {
        return self::$pdo ??= new PDO(getenv('DB_DSN'), getenv('DB_USER'), getenv('DB_PASS'), [
            PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_EMULATE_PREPARES => false]);
    }
}
