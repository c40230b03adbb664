/**
 * CRC-16 (Modbus RTU) and LRC (Modbus ASCII) of a hex byte string. A whole RTU frame is recognised when its last two
 * bytes already are the CRC of the ones before; a frame whose CRC is wrong is checked when the reader says the last
 * two bytes are a received CRC.
 */
import {useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {asciiFrame, crc16, crcBytes, endsWithCrc, lrc} from '../engine/checksum';
import {formatHex, hexByte, hexWord, parseHex} from '../engine/hex';
import {issueText} from './messages';
import {Results, Status, TextField} from './parts';
import type {ToolProps} from './types';
import {cls as styles, ToolStyles} from './toolStyles';

export default function ChecksumTool({bytes: initial}: ToolProps) {
  const [text, setText] = useState(initial ?? '01 03 00 00 00 05');
  const [received, setReceived] = useState(false);
  const parsed = parseHex(text);
  const short = parsed.ok && received && parsed.bytes.length < 3;
  const error = parsed.ok
    ? short
      ? translate({
          id: 'site.modbus.checksum.tooShort',
          message: '要校验收到的 CRC，至少需要 3 个字节：从站号、功能码和 2 个字节的 CRC。',
        })
      : null
    : issueText(parsed.issue);

  let status = error ?? '';
  let rows: Array<[string, string] | null> = [];
  if (parsed.ok && !short) {
    // With a received CRC, the checksums are those of the bytes before it.
    const bytes = received ? parsed.bytes.slice(0, -2) : parsed.bytes;
    const crc = crc16(bytes);
    const got = parsed.bytes.slice(-2);
    const closed = received ? formatHex(got) === formatHex(crcBytes(crc)) : endsWithCrc(parsed.bytes);
    if (received) {
      status = closed
        ? translate(
            {
              id: 'site.modbus.checksum.receivedOk',
              message: '收到的 CRC {got} 与前面 {n} 个字节算出的相同：校验正确。',
            },
            {got: formatHex(got), n: bytes.length},
          )
        : translate(
            {
              id: 'site.modbus.checksum.receivedBad',
              message: '收到的 CRC 是 {got}，前面 {n} 个字节的 CRC 应为 {wire}：校验错误。',
            },
            {got: formatHex(got), n: bytes.length, wire: formatHex(crcBytes(crc))},
          );
    } else {
      status = closed
        ? translate(
            {
              id: 'site.modbus.checksum.closed',
              message: '最后两个字节 {crc} 正是前面 {n} 个字节的 CRC：这一帧 RTU 报文校验正确。',
            },
            {crc: formatHex(got), n: bytes.length - 2},
          )
        : translate(
            {
              id: 'site.modbus.checksum.status',
              message: '{n} 个字节的 CRC-16 是 {crc}，在帧尾写作 {wire}；LRC 是 {lrc}。',
            },
            {n: bytes.length, crc: hexWord(crc), wire: formatHex(crcBytes(crc)), lrc: `0x${hexByte(lrc(bytes))}`},
          );
    }
    rows = [
      [translate({id: 'site.modbus.checksum.count', message: '参与计算的字节数'}), String(bytes.length)],
      [translate({id: 'site.modbus.checksum.crc', message: 'CRC-16/MODBUS'}), hexWord(crc)],
      [translate({id: 'site.modbus.checksum.wire', message: 'RTU 帧尾（低字节在前）'}), formatHex(crcBytes(crc))],
      [
        translate({id: 'site.modbus.checksum.rtu', message: '加上 CRC 的 RTU 报文'}),
        formatHex([...bytes, ...crcBytes(crc)]),
      ],
      [translate({id: 'site.modbus.checksum.lrc', message: 'LRC'}), `0x${hexByte(lrc(bytes))}`],
      [translate({id: 'site.modbus.checksum.ascii', message: 'Modbus ASCII 报文'}), asciiFrame(bytes)],
    ];
  }

  return (
    <div className={styles.inner}>
      <ToolStyles />
      <TextField
        name="bytes"
        wide
        label={translate({
          id: 'site.modbus.checksum.input',
          message: '字节（十六进制，从站号起，空格可有可无）',
        })}
        value={text}
        onChange={setText}
        error={error}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={received} onChange={(e) => setReceived(e.target.checked)} />{' '}
        {translate({
          id: 'site.modbus.checksum.receivedLabel',
          message: '最后两个字节是收到的 CRC：校验它',
        })}
      </label>
      <Status text={status} error={Boolean(error)} />
      {parsed.ok && !short && <Results rows={rows} />}
    </div>
  );
}
