// Round 23: kinds of "everything" destructive-mass reads beside its own pairs: every disk of the machine erased in a
// loop, and every app, database, bucket, server or device of a hosting platform's account fed to its delete.

/** Every block device: lsblk's list, a glob over /dev's disks, Get-Disk or wmic's list, /sys/block, /proc/partitions. */
const EVERY_DISK =
  /\blsblk\b|["'\s(]\/dev\/(?:sd|hd|vd|xvd|nvme|mmcblk|mtdblock|disk)[\w]{0,6}[?*[]|\bglob\(\s*["']\/dev\/|\bGet-(?:Disk|PhysicalDisk)\b|\bwmic\s+diskdrive\b|\/sys\/block\b|\/proc\/partitions\b|\bfdisk\s+-l\b/i;
/**
 * The disk erasers both readers name (here, and a command sent to a fleet in destructive-fleet.ts): one list, so
 * that a tool added for one is not missed by the other. Each reader adds its own context (a device after it there).
 */
export const DISK_ERASERS = String.raw`wipefs|blkdiscard|mkfs(?:\.\w{2,8})?`;
/** What erases or overwrites the device a loop holds. */
const DISK_ERASE = new RegExp(
  String.raw`\bdd\b[^\n]{0,120}\bof=|\b(?:${DISK_ERASERS}|shred|sgdisk|Clear-Disk)\b|\bopen\([^\n)]{0,80},\s*["'](?:wb|r\+b|w\+b|rb\+)["']|\b(?:cat|head)\s[^\n]{0,40}\/dev\/(?:u?random|zero)\b[^\n]{0,40}>\s*["']?(?:\$|\/dev\/)`,
  "i",
);

/** Round 23: a real loop over a list (a code span in prose is not one, unlike FED's backticks). */
export const FED_LOOP =
  /\|\s*(?:xargs|while\s+read|ForEach-Object|%)|\$\(|\.forEach\s*\(|\bfor\s+\w{1,40}\s+in\b|\bforeach\b/i;
/**
 * Round 23: every disk of the machine listed (lsblk, a /dev glob, Get-Disk) and each erased or overwritten within
 * three lines (AcidRain, Fuxnet, the wipers' device loops).
 */
export function everyDiskErased(lineText: string, w: string): boolean {
  const m = EVERY_DISK.exec(lineText);
  return m !== null && FED_LOOP.test(w) && DISK_ERASE.test(w.slice(m.index));
}
/**
 * Round 23: every app, database, bucket, server or device of a hosting platform's account listed by its own CLI or
 * API and fed to its delete by a real loop (FED_LOOP: a docs page naming `fly apps list` and `fly apps destroy NAME`
 * in code spans is not one), unless narrowed.
 */
export const PLATFORM_MASS: readonly (readonly [RegExp, RegExp])[] = [
  [
    /\bfly(?:ctl)?\s+(?:apps\s+list|volumes\s+list)\b/,
    /\bfly(?:ctl)?\s+(?:apps\s+destroy|volumes\s+destroy|destroy)\b/,
  ],
  [
    /\bwrangler\s+(?:r2\s+bucket|d1|kv\s+namespace)\s+list\b/,
    /\bwrangler\s+(?:r2\s+bucket|d1|kv\s+namespace)\s+delete\b/,
  ],
  [
    /\bneonctl\s+(?:projects|branches|databases)\s+list\b/,
    /\bneonctl\s+(?:projects|branches|databases)\s+delete\b/,
  ],
  [
    /\bscw\s+[\w-]{2,20}\s+[\w-]{2,20}\s+list\b/,
    /\bscw\s+[\w-]{2,20}\s+[\w-]{2,20}\s+(?:delete|terminate)\b/,
  ],
  [/\bdoctl\s+[\w\s-]{2,40}\s(?:list|ls)\b/, /\bdoctl\s+[\w\s-]{2,40}\s(?:delete|rm)\b/],
  [/\bhcloud\s+[\w-]{2,20}\s+list\b/, /\bhcloud\s+[\w-]{2,20}\s+delete\b/],
  [/\blinode-cli\s+[\w-]{2,20}\s+list\b/, /\blinode-cli\s+[\w-]{2,20}\s+delete\b/],
  [/\bvercel\s+(?:project\s+)?(?:ls|list)\b/, /\bvercel\s+(?:project\s+)?(?:rm|remove)\b/],
  [/\bnetlify\s+sites:list\b/, /\bnetlify\s+sites:delete\b/],
  [/\bsupabase\s+projects\s+list\b/, /\bsupabase\s+projects\s+delete\b/],
  [/\bgcloud\s+run\s+services\s+list\b/, /\bgcloud\s+run\s+services\s+delete\b/],
  [/\baz\s+storage\s+container\s+list\b/, /\baz\s+storage\s+(?:container\s+delete|blob\s+delete-batch)\b/],
  [
    /\bdeviceManagement\/managedDevices\b|\bGet-MgDeviceManagementManagedDevice\b/,
    /\/(?:wipe|retire)\b|\b(?:Clear|Invoke-MgWipe)-?MgDeviceManagementManagedDevice\b|\bInvoke-MgRetireDeviceManagementManagedDevice\b/,
  ],
];

/**
 * Round 29: the cloud SDKs' list of every bucket, database, resource group or instance fed to its delete (boto3, the
 * AWS SDK for JavaScript, Azure's and Google Cloud's clients, PyMongo): destructive-mass reads them with its own pairs.
 */
export const SDK_MASS: readonly (readonly [RegExp, RegExp])[] = [
  [
    /\.buckets\.all\(\)|\blist_buckets\(\)|\.(?:getBuckets|listBuckets)\(|\bListBucketsCommand\b/,
    /\.delete\((?:\s*force\s*=\s*True\s*)?\)|\bdelete_bucket\(|\.deleteFiles\(|\bDeleteBucketCommand\b/,
  ],
  [
    /\bdescribe_db_(?:instances|clusters)\(|\.describeDBInstances\(|\bDescribeDBInstancesCommand\b/,
    /\bdelete_db_(?:instance|cluster)\(|\.deleteDBInstance\(|\bDeleteDBInstanceCommand\b/,
  ],
  [
    /\bresource_groups\.list\(|\.resourceGroups\.list\(/,
    /\bresource_groups\.(?:begin_)?delete\(|\.resourceGroups\.(?:beginDelete\w{0,12}|delete)\(/,
  ],
  [/\.instances\.all\(\)|\bdescribe_instances\(\)/, /\.terminate\(\)|\bterminate_instances\(/],
  [/\blist_database_names\(\)/, /\bdrop_database\(/],
  // Every Helm release of the cluster (all namespaces) uninstalled.
  [/\bhelm\s+(?:ls|list)\b[^\n|]{0,40}(?:\s-A\b|--all-namespaces\b)/, /\bhelm\s+(?:uninstall|delete)\b/],
];
