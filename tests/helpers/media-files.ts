// Small files of the kinds the owner uploads for the pages, made in the test rather than kept in the
// repository: a WebM clip (an EBML header, the segment's Info with its duration, one VP8 video track)
// whose stated length the upload must read back.

const size8 = (n: number) => {
  const b = Buffer.alloc(8);
  b[0] = 0x01;
  b.writeUIntBE(n, 2, 6);
  return b;
};
const el = (id: number[], body: Buffer) => Buffer.concat([Buffer.from(id), size8(body.length), body]);
const uint = (id: number[], n: number) => el(id, Buffer.from([n]));
const str = (id: number[], s: string) => el(id, Buffer.from(s, 'latin1'));
const float = (id: number[], f: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(f);
  return el(id, b);
};

/** A WebM file stating a length of `ms` milliseconds. */
export function webmClip(ms: number): Buffer {
  const header = el(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      uint([0x42, 0x86], 1),
      uint([0x42, 0xf7], 1),
      uint([0x42, 0xf2], 4),
      uint([0x42, 0xf3], 8),
      str([0x42, 0x82], 'webm'),
      uint([0x42, 0x87], 2),
      uint([0x42, 0x85], 2),
    ]),
  );
  const info = el(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      el([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
      float([0x44, 0x89], ms),
      str([0x4d, 0x80], 'gubbara-test'),
      str([0x57, 0x41], 'gubbara-test'),
    ]),
  );
  const track = el(
    [0xae],
    Buffer.concat([
      uint([0xd7], 1),
      uint([0x73, 0xc5], 1),
      uint([0x83], 1),
      str([0x86], 'V_VP8'),
      el([0xe0], Buffer.concat([uint([0xb0], 16), uint([0xba], 16)])),
    ]),
  );
  const segment = el([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, el([0x16, 0x54, 0xae, 0x6b], track)]));
  return Buffer.concat([header, segment]);
}
