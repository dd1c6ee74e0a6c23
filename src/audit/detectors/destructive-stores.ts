// Round 28: a whole data store of a platform erased by its own tool: the virtual disks of an ESXi host's datastores
// (`find /vmfs/volumes … -name '*.vmdk' -delete`, the ESXi ransomware's and wipers' step), every collection of a
// Firestore database (`firebase firestore:delete --all-collections`), a Realtime Database from its root. One file
// or one collection named is maintenance; the emulator's data (a `demo-` project) is the user's own.
import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

/** VM disk files (descriptor, data, snapshot, swap, memory) picked by a pattern and deleted. */
const VM_FILES_DELETED =
  /-i?name\s+["']?\*[\w-]{0,20}\.(?:vmdk|vmx|vmsn|vmsd|vswp|vmem|nvram)\b[^\n]{0,200}(?:-delete\b|-exec\s+rm\b|\|\s*xargs\s+rm\b)|\brm\s+(?:-\w{1,6}\s+){0,3}[^\n;|&]{0,120}\*[\w-]{0,20}\.(?:vmdk|vmx|vmsn|vswp|vmem)\b/i;
const DATASTORES = /\/vmfs\/volumes\b/;
const FIREBASE_ALL =
  /\bfirebase\s+(?:[^\n]{0,80}\s)?firestore:delete\b[^\n]{0,160}--all-collections\b|\bfirebase\s+(?:[^\n]{0,80}\s)?database:remove\s+["']?\/["']?(?=\s|$)/i;
const EMULATOR = /\bemulators?\b|--project[=\s]+["']?demo-/i;

export const DESTRUCTIVE_STORE_HINTS = words("vmdk|vmx|vmsn|vswp|vmem|nvram|all-collections|database:remove");

export function destructiveStore(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  for (const l of lines) {
    if (FIREBASE_ALL.test(l.text) && !EMULATOR.test(l.text))
      return [{ index: l.index, length: l.text.length }];
    if (!VM_FILES_DELETED.test(l.text)) continue;
    if (DATASTORES.test(window(file.text, starts, lineOf(starts, l.index), 3, 3).text))
      return [{ index: l.index, length: l.text.length }];
  }
  return [];
}

/**
 * Round 28: an app framework's reset that drops every table (Rails db:drop, Laravel migrate:fresh, Prisma migrate
 * reset, Django flush, Sequelize db:drop, Doctrine, TypeORM), pointed at production within three lines: the
 * environment set to production, the production database's URL, or Rails' environment check turned off.
 */
const RESET =
  /\b(?:rails|rake)\s+(?:[\w:]+\s+){0,3}db:(?:drop|reset|purge|schema:load)\b|\bartisan\s+(?:migrate:(?:fresh|reset|refresh)|db:wipe)\b|\bprisma\s+(?:migrate\s+reset|db\s+push\b[^\n]{0,60}--force-reset)\b|\bmanage\.py\s+(?:flush|reset_db)\b|\bsequelize(?:-cli)?\s+db:drop\b|\bknex\s+migrate:rollback\b[^\n]{0,40}--all\b|\bdoctrine:(?:database|schema):drop\b|\btypeorm(?:-ts-node-\w{2,8})?\s+schema:drop\b/i;
const PRODUCTION =
  /\b(?:RAILS_ENV|RACK_ENV|APP_ENV|NODE_ENV|MIX_ENV|FLASK_ENV|DJANGO_SETTINGS_MODULE)\s*=\s*["']?[\w.]{0,30}\bprod(?:uction)?\b|--env(?:ironment)?[=\s]+["']?prod(?:uction)?\b|\bDISABLE_DATABASE_ENVIRONMENT_CHECK\s*=\s*["']?1\b|\$\{?PROD(?:UCTION)?_\w{0,20}(?:DATABASE|DB)\w{0,10}\b|\bsecrets\.PROD(?:UCTION)?_\w{0,20}(?:DATABASE|DB)\w{0,10}\b|--settings[=\s]+\S{0,40}\.prod(?:uction)?\b/i;
export const SCHEMA_RESET_HINTS = words(
  "db:drop|db:reset|db:purge|db:schema:load|migrate:fresh|migrate:reset|migrate:refresh|db:wipe|migrate reset|force-reset|flush|reset_db|migrate:rollback|:drop",
);

/** Prose about the guard ("it refuses to run in production unless … is set: never set it") sets nothing. */
const NEGATED = /\b(?:never|unless|refuses?|don['’]t|do\s+not|must\s+not|not\s+(?:set|run|use))\b/i;
/**
 * A line that sets the environment before the command (`export DATABASE_URL="$PROD_DATABASE_URL"`), also as a CI
 * step's list item (`- export …`) or a YAML env entry (`DATABASE_URL: ${{ secrets.PROD_DATABASE_URL }}`, round 30).
 */
const SETS = /^\s*(?:-\s+)?(?:export\s+|set\s+|\$env:|ENV\s+)?[A-Z_]{2,40}\s*(?:=|:\s)/;

/**
 * Round 29: the same reset from code: an ORM's drop of every table (SQLAlchemy's `metadata.drop_all`, Sequelize's
 * `sync({ force: true })`, Laravel's `dropAllTables`) or a collection emptied whole (`delete_many({})`), with the
 * connection read from a production variable within eight lines above (`create_engine(os.environ["PROD_DB_URL"])`).
 */
const CODE_RESET =
  /\bdrop_all\(\s*(?:bind\s*=\s*)?\w|\bsequelize\.(?:drop|sync)\(\s*(?:\{\s*force\s*:\s*true\s*\}\s*)?\)|\.sync\(\s*\{\s*force\s*:\s*true\s*\}\s*\)|\bdropAllTables\(\)|\b(?:delete_many|deleteMany|remove)\(\s*\{\s*\}\s*\)/;
const PRODUCTION_VARIABLE =
  /\b\w{0,20}PROD(?:UCTION)?_\w{0,20}(?:URL|URI|DSN|DATABASE|DB)\b|\b\w{0,20}_PROD(?:UCTION)?(?:_\w{0,20})?_(?:URL|URI|DSN|DATABASE|DB)\b/;
export const CODE_RESET_HINTS = words(
  "drop_all|sequelize.|force: true|force:true|dropalltables|delete_many|deletemany|remove({})",
);

export function schemaReset(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  for (const l of lines) {
    if (CODE_RESET.test(l.text)) {
      const above = window(file.text, starts, lineOf(starts, l.index), 8, 0).text;
      if (PRODUCTION_VARIABLE.test(above) && !NEGATED.test(l.text))
        return [{ index: l.index, length: l.text.length }];
    }
    if (!RESET.test(l.text) || NEGATED.test(l.text)) continue;
    if (PRODUCTION.test(l.text)) return [{ index: l.index, length: l.text.length }];
    const n = lineOf(starts, l.index);
    for (let k = Math.max(0, n - 3); k < n; k++) {
      const t = window(file.text, starts, k, 0, 0).text;
      if (SETS.test(t) && PRODUCTION.test(t) && !NEGATED.test(t))
        return [{ index: l.index, length: l.text.length }];
    }
  }
  return [];
}
