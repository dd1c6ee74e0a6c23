// A minimal ustar writer, so tests can build archives a well-behaved packer would never make (entries
// named `../x`, links to /etc, odd modes).

/** One ustar entry: header, data, padding. `type` "0" file, "2" symlink, "5" directory. */
export function tarEntry(
  name: string,
  data: Buffer | string = "",
  type = "0",
  linkname = "",
  mode = 0o644,
): Buffer {
  const body = Buffer.from(data);
  const h = Buffer.alloc(512);
  h.write(name, 0, 100, "utf8");
  h.write(`${mode.toString(8).padStart(7, "0")}\0`, 100);
  h.write("0000000\0", 108);
  h.write("0000000\0", 116);
  h.write(`${body.length.toString(8).padStart(11, "0")}\0`, 124);
  h.write("00000000000\0", 136);
  h.write("        ", 148);
  h.write(type, 156);
  h.write(linkname, 157, 100, "utf8");
  h.write("ustar\0", 257);
  h.write("00", 263);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  const pad = Buffer.alloc((512 - (body.length % 512)) % 512);
  return Buffer.concat([h, body, pad]);
}
