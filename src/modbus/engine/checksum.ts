/**
 * The two checksums of serial Modbus: CRC-16/MODBUS closes an RTU frame (sent low byte first), LRC closes an ASCII
 * frame. Both are computed over the slave address and the PDU.
 */

/** CRC-16/MODBUS: reflected polynomial 0xA001, initial value 0xFFFF, no final XOR. */
export function crc16(bytes: readonly number[]): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

/** The CRC as it is sent at the end of an RTU frame: low byte first. `0xC985` → `[0x85, 0xC9]`. */
export function crcBytes(crc: number): [number, number] {
  return [crc & 0xff, crc >>> 8];
}

/** `bytes` followed by their CRC: a complete RTU frame from the slave address and the PDU. */
export function withCrc(bytes: readonly number[]): number[] {
  return [...bytes, ...crcBytes(crc16(bytes))];
}

/** Whether the last two bytes are the CRC of the bytes before them. */
export function endsWithCrc(bytes: readonly number[]): boolean {
  if (bytes.length < 3) return false;
  const [lo, hi] = crcBytes(crc16(bytes.slice(0, -2)));
  return bytes[bytes.length - 2] === lo && bytes[bytes.length - 1] === hi;
}

/** LRC of Modbus ASCII: the two's complement of the 8-bit sum of the bytes. */
export function lrc(bytes: readonly number[]): number {
  let sum = 0;
  for (const byte of bytes) sum = (sum + byte) & 0xff;
  return -sum & 0xff;
}

/** The Modbus ASCII frame of `bytes`: `:`, the bytes and their LRC as upper-case hex, CR LF (shown as `\r\n`). */
export function asciiFrame(bytes: readonly number[]): string {
  const hex = [...bytes, lrc(bytes)].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join('');
  return `:${hex}\\r\\n`;
}
