import { deflateRawSync } from 'node:zlib';
import type { TestApp } from './test-app';

/** The import tests' files and calls: a crafted zip, a multipart upload and a job polled until it ends. */

/** A zip of one deflated entry whose directory declares `declaredSize` (the real size unless given). */
export function zipOf(name: string, data: Buffer, declaredSize = data.length): Buffer {
  const packed = deflateRawSync(data);
  const nameBuf = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(nameBuf.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(nameBuf.length, 28);
  const dirOffset = local.length + nameBuf.length + packed.length;
  const dir = Buffer.concat([central, nameBuf]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(dirOffset, 16);
  return Buffer.concat([local, nameBuf, packed, dir, end]);
}

/** POSTs `file` as the multipart field `field`; the status and the parsed answer (null when empty). */
export async function postFile(
  t: TestApp,
  url: string,
  file: Buffer,
  fileName: string,
  { cookie, ip, field = 'file' }: { cookie: string; ip: string; field?: string },
) {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(file)], fileName));
  const res = await t.app.request(url, { method: 'POST', headers: { cookie, 'x-forwarded-for': ip }, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Reads the job every 100 ms until it has completed or failed (`tries` reads at most). */
export async function waitForJob<J extends { status: string }>(read: () => Promise<J>, tries: number): Promise<J> {
  for (let i = 0; i < tries; i += 1) {
    const job = await read();
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}
