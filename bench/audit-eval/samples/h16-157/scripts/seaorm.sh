sea-orm-cli migrate up
sea-orm-cli migrate down -n 1
sea-orm-cli migrate fresh   # 모든 테이블 삭제 후 전체 마이그레이션 재적용
sea-orm-cli migrate status
