/**
 * Frame decoder and builder, Modbus RTU and TCP. Decoding takes lines as the debugging panel exports them (「发」and
 * 「收」in front, or a direction chosen for all), explains each byte as command-debugging.mdx does, pairs a response
 * with the request above it (so its registers get their addresses, and the device's names), and says what is wrong.
 * Building takes the fields and gives the bytes, explained the same way.
 */
import {useMemo, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {addressForms, type Area} from '../engine/address';
import {
  FUNCTION_CODES,
  EXCEPTION_CODES,
  betterReading,
  buildFrame,
  contextOf,
  decodeFrame,
  specFields,
  splitFrameLines,
  type BuildIssue,
  type DecodedFrame,
  type Direction,
  type Field,
  type FrameKind,
  type FunctionCode,
  type RequestContext,
  type Transport,
} from '../engine/frame';
import {formatHex, hexWord, parseHex} from '../engine/hex';
import {parseInteger, parseIntegerList} from '../engine/integers';
import {decodeRegisters, formatFloat32, formatNumber, type ValueType} from '../engine/values';
import {device as deviceOf, pointAt, type Device} from './devices';
import {
  areaName,
  directionName,
  exceptionName,
  functionCodeText,
  functionName,
  issueText,
  withUnit,
  type Issue,
} from './messages';
import {Choice, SelectField, Status, TextField} from './parts';
import type {ToolProps} from './types';
import {cls as styles, ToolStyles} from './toolStyles';

/** The area a function code's addresses are in. */
function areaOf(fc: number): Area {
  const f = fc & 0x7f;
  if (f === 1 || f === 5 || f === 15) return 'coil';
  if (f === 2) return 'discrete';
  if (f === 4) return 'input';
  return 'holding';
}

const transportName = (t: Transport) => (t === 'rtu' ? 'Modbus RTU' : 'Modbus TCP');

/** What a register of a device is and, when it is all there, the value it holds. */
function registerNote(d: Device | null, area: Area, address: number, frame: DecodedFrame, index: number): string {
  if (!d) return '';
  const held = pointAt(d, area, address);
  if (!held) return '';
  const {point, part} = held;
  if (point.format === 'bit' || point.format === 'string') return point.label;
  const format = point.format as ValueType;
  if (point.words === 1) {
    const r = decodeRegisters([frame.registers![index]], format, d.wordOrder, point.scale);
    if (!r.ok) return point.label;
    const {raw, value} = r.decoded;
    return point.scale === 1
      ? `${point.label}：${withUnit(value, point.unit)}`
      : `${point.label}：${raw} × ${point.scale} = ${withUnit(formatNumber(value), point.unit)}`;
  }
  const registers = frame.registers!;
  if (part === 0 && index + 1 < registers.length) {
    const r = decodeRegisters([registers[index], registers[index + 1]], format, d.wordOrder, point.scale);
    if (r.ok) {
      const v = format === 'float32' ? formatFloat32(r.decoded.raw) : formatNumber(r.decoded.value);
      return translate(
        {id: 'site.modbus.frame.pair32', message: '{label}：与下一个寄存器合起来按 {format}、{order} 读，是 {value}'},
        {label: point.label, format, order: d.wordOrder, value: withUnit(v, point.unit)},
      );
    }
  }
  return translate(
    {id: 'site.modbus.frame.part32', message: '{label} 的第 {n} 个寄存器（共 {words} 个）'},
    {label: point.label, n: part + 1, words: point.words},
  );
}

function bitsText(value: number, count: number): string {
  const bits: string[] = [];
  for (let b = 0; b < count; b++) bits.push(String((value >> b) & 1));
  return bits.join(' ');
}

/** The row of the explanation for one field: its name and what its value means. */
function explain(field: Field, frame: DecodedFrame, d: Device | null): [string, ReactNode] {
  const fc = frame.functionCode ?? 0;
  const area = areaOf(fc);
  switch (field.kind) {
    case 'transaction':
      return [
        translate({id: 'site.modbus.field.transaction', message: '事务标识'}),
        translate(
          {id: 'site.modbus.explain.transaction', message: '{value}：主站每次请求加 1，响应带回同一个值'},
          {value: field.value},
        ),
      ];
    case 'protocol':
      return [
        translate({id: 'site.modbus.explain.protocolName', message: '协议标识'}),
        field.ok
          ? translate({id: 'site.modbus.explain.protocol', message: '固定为 0，表示 Modbus'})
          : translate({id: 'site.modbus.explain.protocolBad', message: '{value}：应为 0'}, {value: field.value}),
      ];
    case 'length':
      return [
        translate({id: 'site.modbus.explain.lengthName', message: '后续长度'}),
        field.ok
          ? translate(
              {id: 'site.modbus.explain.length', message: '{value}：它后面还有 {value} 个字节（从站号和 PDU）'},
              {value: field.value},
            )
          : translate(
              {id: 'site.modbus.explain.lengthBad', message: '{value}：它后面实际有 {expected} 个字节'},
              {value: field.value, expected: field.expected!},
            ),
      ];
    case 'unit':
      return [translate({id: 'site.modbus.explain.unitName', message: '从站号（单元标识）'}), String(field.value)];
    case 'slave':
      return [
        translate({id: 'site.modbus.field.slave', message: '从站号'}),
        field.value === 0
          ? translate({id: 'site.modbus.explain.broadcast', message: '0：广播，所有从站执行写入，都不响应'})
          : String(field.value),
      ];
    case 'function':
      return [
        translate({id: 'site.modbus.explain.functionName', message: '功能码'}),
        field.value & 0x80
          ? translate(
              {id: 'site.modbus.explain.exceptionFunction', message: '{fc}：最高位为 1，是 {base}（{name}）的异常响应'},
              {
                fc: functionCodeText(field.value),
                base: functionCodeText(field.value & 0x7f),
                name: functionName(field.value & 0x7f),
              },
            )
          : `${functionCodeText(field.value)}：${functionName(field.value)}`,
      ];
    case 'exceptionCode':
      return [
        translate({id: 'site.modbus.field.exceptionCode', message: '异常码'}),
        `${String(field.value).padStart(2, '0')}：${exceptionName(field.value)}`,
      ];
    case 'address': {
      const forms = addressForms(area, field.value);
      const held = d ? pointAt(d, area, field.value) : undefined;
      return [
        fc === 5 || fc === 6
          ? translate({id: 'site.modbus.explain.addressOne', message: '地址'})
          : translate({id: 'site.modbus.field.address', message: '起始地址'}),
        translate(
          {
            id: 'site.modbus.explain.address',
            message: '{value}：{area}，传统编号 {reference}，Janus 原始键 {key}{point}',
          },
          {
            value: field.value,
            area: areaName(area),
            reference: forms.reference5 ?? forms.reference6,
            key: forms.janusKey,
            point: held ? `（${held.point.label}）` : '',
          },
        ),
      ];
    }
    case 'quantity': {
      const last = (frame.address ?? 0) + field.value - 1;
      return [
        translate({id: 'site.modbus.field.quantity', message: '数量'}),
        translate(
          {id: 'site.modbus.explain.quantity', message: '{value} 个{area}（地址 {first}–{last}）'},
          {value: field.value, area: areaName(area), first: frame.address ?? 0, last},
        ),
      ];
    }
    case 'byteCount':
      return [
        translate({id: 'site.modbus.explain.byteCountName', message: '字节数'}),
        area === 'holding' || area === 'input'
          ? translate(
              {
                id: 'site.modbus.explain.byteCountRegisters',
                message: '{value}：后面有 {value} 个数据字节，即 {registers} 个寄存器',
              },
              {value: field.value, registers: field.value / 2},
            )
          : translate(
              {id: 'site.modbus.explain.byteCount', message: '{value}：后面有 {value} 个数据字节'},
              {value: field.value},
            ),
      ];
    case 'register': {
      const note = field.address === undefined ? '' : registerNote(d, area, field.address, frame, field.index!);
      const key = field.address === undefined ? null : addressForms(area, field.address).janusKey;
      return [
        key
          ? translate(
              {id: 'site.modbus.explain.registerAt', message: '寄存器 {address}（{key}）'},
              {address: field.address!, key},
            )
          : translate({id: 'site.modbus.explain.registerN', message: '第 {n} 个寄存器'}, {n: field.index! + 1}),
        note ? `${field.value}；${note}` : String(field.value),
      ];
    }
    case 'registerValue': {
      const note = frame.address === undefined ? '' : registerNote(d, area, frame.address, frame, 0);
      return [
        translate({id: 'site.modbus.explain.writeValue', message: '写入值'}),
        `${field.value}（${hexWord(field.value)}）${note ? `；${note}` : ''}`,
      ];
    }
    case 'coilValue':
      return [
        translate({id: 'site.modbus.explain.writeValue', message: '写入值'}),
        field.value === 0xff00
          ? translate({id: 'site.modbus.explain.coilOn', message: 'FF 00：开（ON）'})
          : field.value === 0
            ? translate({id: 'site.modbus.explain.coilOff', message: '00 00：关（OFF）'})
            : translate({id: 'site.modbus.explain.coilBad', message: '只能是 FF 00 或 00 00'}),
      ];
    case 'bits': {
      const first = field.address;
      const count = field.bitCount!;
      return [
        first === undefined
          ? translate({id: 'site.modbus.explain.bitsN', message: '第 {n} 个数据字节'}, {n: field.index! + 1})
          : translate(
              {id: 'site.modbus.explain.bitsAt', message: '{area} {first}–{last}'},
              {area: areaName(area), first, last: first + Math.max(count, 1) - 1},
            ),
        count === 0
          ? translate({id: 'site.modbus.explain.bitsPad', message: '多出的字节，不含有效的位'})
          : translate(
              {id: 'site.modbus.explain.bits', message: '{bits}（低位在前，1 为开）'},
              {bits: bitsText(field.value, count)},
            ),
      ];
    }
    case 'crc':
      return [
        'CRC',
        field.ok
          ? translate(
              {id: 'site.modbus.explain.crc', message: '{crc}（低字节在前）：校验正确'},
              {crc: hexWord(field.value)},
            )
          : translate(
              {id: 'site.modbus.explain.crcBad', message: '按前面的字节应为 {expected}：校验错误'},
              {expected: formatHex([field.expected! & 0xff, field.expected! >>> 8])},
            ),
      ];
    case 'data':
      return [
        translate({id: 'site.modbus.explain.dataName', message: '数据'}),
        translate({id: 'site.modbus.explain.data', message: '本工具不逐个解释这些字节'}),
      ];
    case 'extra':
      return [
        translate({id: 'site.modbus.explain.extraName', message: '多余的字节'}),
        translate({id: 'site.modbus.explain.extra', message: '按前面的字段，报文在此之前就该结束'}),
      ];
  }
}

function summary(frame: DecodedFrame): string {
  const fc = frame.functionCode;
  const what =
    fc === undefined
      ? ''
      : fc & 0x80
        ? translate(
            {id: 'site.modbus.summary.exception', message: '{base} 的异常响应，异常码 {code}'},
            {base: functionCodeText(fc & 0x7f), code: String(frame.exceptionCode ?? '').padStart(2, '0')},
          )
        : `${functionCodeText(fc)} ${functionName(fc)}`;
  return translate(
    {id: 'site.modbus.summary', message: '{transport} {direction}，从站 {slave}，{what}'},
    {
      transport: transportName(frame.transport),
      direction: directionName(frame.direction),
      slave: frame.slave ?? '?',
      what,
    },
  );
}

interface Line {
  line: number;
  direction: Direction;
  prefixed: boolean;
  frame: DecodedFrame | null;
  issues: Issue[];
  hint: {transport: Transport; direction: Direction} | null;
}

function decodeLines(text: string, transport: Transport, direction: Direction): Line[] {
  let context: RequestContext | undefined;
  return splitFrameLines(text, direction).map((l): Line => {
    const hex = parseHex(l.hex);
    if (!hex.ok) {
      context = undefined;
      return {...l, frame: null, issues: [hex.issue], hint: null};
    }
    const frame = decodeFrame(hex.bytes, transport, l.direction, l.direction === 'response' ? context : undefined);
    context = l.direction === 'request' ? contextOf(frame) : undefined;
    const hint = frame.issues.length > 0 ? betterReading(hex.bytes, transport, l.direction) : null;
    return {...l, frame, issues: frame.issues, hint};
  });
}

function FrameTable({frame, d, caption}: {frame: DecodedFrame; d: Device | null; caption: string}) {
  return (
    <table className={styles.frame}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{translate({id: 'site.modbus.explain.bytes', message: '字节'})}</th>
          <th scope="col">{translate({id: 'site.modbus.explain.field', message: '字段'})}</th>
          <th scope="col">{translate({id: 'site.modbus.explain.meaning', message: '含义'})}</th>
        </tr>
      </thead>
      <tbody>
        {frame.fields.map((field) => {
          const [name, meaning] = explain(field, frame, d);
          const bad = field.ok === false;
          return (
            <tr key={field.start} className={bad ? styles.bad : undefined}>
              <td>
                <code>{formatHex(frame.bytes.slice(field.start, field.start + field.length))}</code>
              </td>
              <th scope="row">{name}</th>
              <td>{meaning}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Issues({issues, hint}: {issues: Issue[]; hint: Line['hint']}) {
  if (issues.length === 0) return null;
  return (
    <ul className={styles.issues}>
      {issues.map((issue, i) => (
        <li key={i}>{issueText(issue)}</li>
      ))}
      {hint && (
        <li>
          {translate(
            {
              id: 'site.modbus.frame.hint',
              message: '按 {transport} {direction}解析，这些字节没有错误：是不是选错了类型或方向？',
            },
            {transport: transportName(hint.transport), direction: directionName(hint.direction)},
          )}
        </li>
      )}
    </ul>
  );
}

const KINDS: FrameKind[] = ['request', 'response', 'exception'];

export default function FrameTool(props: ToolProps) {
  const d = useMemo(() => (props.device ? deviceOf(props.device) : null), [props.device]);
  const [mode, setMode] = useState<'decode' | 'build'>(props.build ? 'build' : 'decode');
  const [transport, setTransport] = useState<Transport>(props.transport ?? 'rtu');
  const [direction, setDirection] = useState<Direction>(props.direction ?? 'request');
  const [frames, setFrames] = useState(props.frames ?? '01 03 00 00 00 05 85 C9');
  const [kind, setKind] = useState<FrameKind>(props.kind ?? 'request');
  const [fc, setFc] = useState<FunctionCode>(props.functionCode ?? 3);
  const [slave, setSlave] = useState(props.slave ?? String(d?.slave ?? 1));
  const [transaction, setTransaction] = useState(props.transaction ?? '1');
  const [start, setStart] = useState(props.start ?? '0');
  const [quantity, setQuantity] = useState(props.quantity ?? '1');
  const [values, setValues] = useState(props.values ?? '0');
  const [exceptionCode, setExceptionCode] = useState('2');

  let status: string;
  let statusError: boolean;
  let framesError: string | null = null;
  let body: ReactNode;

  if (mode === 'decode') {
    const lines = decodeLines(frames, transport, direction);
    const prefix = (l: Line) =>
      lines.length > 1 || l.prefixed
        ? translate(
            {id: 'site.modbus.frame.lineLabel', message: '第 {n} 行（{dir}）：'},
            {n: l.line, dir: l.direction === 'request' ? '发' : '收'},
          )
        : '';
    status =
      lines.length === 0
        ? issueText({code: 'hex.empty'})
        : lines
            .map((l) =>
              l.issues.length === 0
                ? translate(
                    {id: 'site.modbus.frame.okStatus', message: '{prefix}{summary}，没有错误。'},
                    {prefix: prefix(l), summary: summary(l.frame!)},
                  )
                : translate(
                    {id: 'site.modbus.frame.badStatus', message: '{prefix}{first}'},
                    {prefix: prefix(l), first: issueText(l.issues[0])},
                  ),
            )
            .join(' ');
    // Bytes that are no hex are the field's error; what is wrong with a frame is said beside its explanation.
    const unreadable = lines.find((l) => !l.frame);
    framesError =
      lines.length === 0
        ? status
        : unreadable
          ? `${lines.length > 1 ? prefix(unreadable) : ''}${issueText(unreadable.issues[0])}`
          : null;
    statusError = framesError !== null;
    body = (
      <div>
        {lines.map((l) => (
          <div key={l.line}>
            <Issues issues={l.frame ? l.issues : []} hint={l.hint} />
            {l.frame && l.frame.fields.length > 0 && (
              <FrameTable frame={l.frame} d={d} caption={`${prefix(l)}${summary(l.frame)}`} />
            )}
          </div>
        ))}
      </div>
    );
  } else {
    const use = specFields(kind, fc);
    const fieldErrors: Partial<
      Record<'slave' | 'transaction' | 'address' | 'quantity' | 'values' | 'exceptionCode', string>
    > = {};
    const num = (name: keyof typeof fieldErrors, text: string): number => {
      const r = parseInteger(text);
      if (r.ok) return r.value;
      fieldErrors[name] = issueText(r.issue);
      return NaN;
    };
    const spec = {
      transport,
      kind,
      functionCode: fc,
      slave: num('slave', slave),
      transaction: transport === 'tcp' ? num('transaction', transaction) : 0,
      address: use.address ? num('address', start) : 0,
      quantity: use.quantity ? num('quantity', quantity) : 0,
      values: [] as number[],
      exceptionCode: use.exception ? num('exceptionCode', exceptionCode) : 0,
    };
    if (use.values) {
      const r = parseIntegerList(values, use.values === 'bits');
      if (r.ok) spec.values = r.values;
      else fieldErrors.values = issueText(r.issue);
    }
    const built = Object.keys(fieldErrors).length === 0 ? buildFrame(spec) : null;
    if (built && !built.ok) {
      for (const issue of built.issues as BuildIssue[]) {
        const field =
          issue.code === 'build.range' ? issue.field : issue.code === 'build.overflow' ? 'address' : 'values';
        fieldErrors[field] ??= issueText(issue);
      }
    }
    const bytes = built?.ok ? built.bytes : null;
    const frame = bytes ? decodeFrame(bytes, transport, kind === 'request' ? 'request' : 'response') : null;
    const firstError = Object.values(fieldErrors)[0];
    status = bytes
      ? translate(
          {id: 'site.modbus.frame.builtStatus', message: '生成的 {transport} {kind}：{bytes}'},
          {transport: transportName(transport), kind: kindName(kind), bytes: formatHex(bytes)},
        )
      : (firstError ?? '');
    statusError = !bytes;
    const valuesLabel =
      use.values === 'bits'
        ? translate({id: 'site.modbus.frame.bitsInput', message: '线圈的值（0 关、1 开，空格分隔，如 1 0 1）'})
        : translate({id: 'site.modbus.frame.registersInput', message: '寄存器的值（十进制或 0x 十六进制，空格分隔）'});
    body = (
      <>
        <div className={styles.grid}>
          <SelectField
            name="kind"
            label={translate({id: 'site.modbus.frame.kind', message: '报文'})}
            value={kind}
            onChange={setKind}
            options={KINDS.map((k) => ({value: k, label: kindName(k)}))}
          />
          <SelectField
            name="function"
            label={translate({id: 'site.modbus.explain.functionName', message: '功能码'})}
            value={String(fc)}
            onChange={(v) => setFc(Number(v) as FunctionCode)}
            options={FUNCTION_CODES.map((f) => ({
              value: String(f),
              label: `${functionCodeText(f)} ${functionName(f)}`,
            }))}
          />
          <TextField
            name="slave"
            inputMode="numeric"
            label={translate({id: 'site.modbus.field.slave', message: '从站号'})}
            value={slave}
            onChange={setSlave}
            error={fieldErrors.slave}
          />
          {transport === 'tcp' && (
            <TextField
              name="transaction"
              inputMode="numeric"
              label={translate({id: 'site.modbus.field.transaction', message: '事务标识'})}
              value={transaction}
              onChange={setTransaction}
              error={fieldErrors.transaction}
            />
          )}
          {use.address && (
            <TextField
              name="start"
              label={translate({id: 'site.modbus.frame.addressInput', message: '起始地址（协议地址，从 0 起）'})}
              value={start}
              onChange={setStart}
              error={fieldErrors.address}
            />
          )}
          {use.quantity && (
            <TextField
              name="quantity"
              inputMode="numeric"
              label={translate({id: 'site.modbus.field.quantity', message: '数量'})}
              value={quantity}
              onChange={setQuantity}
              error={fieldErrors.quantity}
            />
          )}
          {use.values && (
            <TextField
              name="values"
              wide
              label={valuesLabel}
              value={values}
              onChange={setValues}
              error={fieldErrors.values}
            />
          )}
          {use.exception && (
            <SelectField
              name="exceptionCode"
              label={translate({id: 'site.modbus.field.exceptionCode', message: '异常码'})}
              value={exceptionCode}
              onChange={setExceptionCode}
              options={EXCEPTION_CODES.map((c) => ({
                value: String(c),
                label: `${String(c).padStart(2, '0')} ${exceptionName(c)}`,
              }))}
            />
          )}
        </div>
        {bytes && (
          <p className={styles.built}>
            {translate({id: 'site.modbus.frame.built', message: '报文：'})}
            <code data-frame>{formatHex(bytes)}</code>
          </p>
        )}
        {frame && <FrameTable frame={frame} d={d} caption={summary(frame)} />}
      </>
    );
  }

  return (
    <div className={styles.inner}>
      <ToolStyles />
      <Choice
        name="mode"
        legend={translate({id: 'site.modbus.frame.mode', message: '要做什么'})}
        value={mode}
        onChange={setMode}
        options={[
          {value: 'decode', label: translate({id: 'site.modbus.frame.decode', message: '解析报文'})},
          {value: 'build', label: translate({id: 'site.modbus.frame.build', message: '构建报文'})},
        ]}
      />
      <Choice
        name="transport"
        legend={translate({id: 'site.modbus.frame.transport', message: '类型'})}
        value={transport}
        onChange={setTransport}
        options={[
          {value: 'rtu', label: 'Modbus RTU'},
          {value: 'tcp', label: 'Modbus TCP'},
        ]}
      />
      {mode === 'decode' && (
        <div className={styles.grid}>
          <SelectField
            name="direction"
            label={translate({id: 'site.modbus.frame.direction', message: '方向（行首没写「发」「收」时）'})}
            value={direction}
            onChange={setDirection}
            options={[
              {value: 'request', label: translate({id: 'site.modbus.frame.request', message: '发：主站的请求'})},
              {value: 'response', label: translate({id: 'site.modbus.frame.response', message: '收：从站的响应'})},
            ]}
          />
          <TextField
            name="frames"
            wide
            multiline
            label={translate({
              id: 'site.modbus.frame.input',
              message: '报文（十六进制，每行一帧，行首可写「发」「收」）',
            })}
            value={frames}
            onChange={setFrames}
            error={framesError}
          />
        </div>
      )}
      <Status text={status} error={statusError} />
      {body}
    </div>
  );
}

function kindName(kind: FrameKind): string {
  switch (kind) {
    case 'request':
      return translate({id: 'site.modbus.kind.request', message: '请求（主站发出）'});
    case 'response':
      return translate({id: 'site.modbus.kind.response', message: '正常响应（从站返回）'});
    case 'exception':
      return translate({id: 'site.modbus.kind.exception', message: '异常响应（从站返回）'});
  }
}
