/**
 * Value decoder and encoder: registers to the value they hold as a 16- or 32-bit integer or a float in any of the four
 * orders, times a scale, and back. Shows the same registers read in the other orders, which is how a wrong order is
 * recognised (「读到的浮点数是很大的乱值」).
 */
import {useMemo, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {hexWord, formatHex} from '../engine/hex';
import {
  VALUE_TYPES,
  WORD_ORDERS,
  decodeRegisters,
  encodeValue,
  formatFloat32,
  formatNumber,
  parseNumber,
  parseRegisters,
  parseScale,
  registerBytes,
  registerCount,
  type ValueType,
  type WordOrder,
} from '../engine/values';
import {device as deviceOf, type Point} from './devices';
import {areaName, issueText, withUnit} from './messages';
import {Choice, Results, SelectField, Status, TextField} from './parts';
import type {ToolProps} from './types';
import {cls as styles, ToolStyles} from './toolStyles';

type Mode = 'decode' | 'encode';

function typeLabel(type: ValueType): string {
  switch (type) {
    case 'uint16':
      return translate({id: 'site.modbus.type.uint16', message: '16 位无符号整数 uint16（1 个寄存器）'});
    case 'int16':
      return translate({id: 'site.modbus.type.int16', message: '16 位有符号整数 int16（1 个寄存器）'});
    case 'uint32':
      return translate({id: 'site.modbus.type.uint32', message: '32 位无符号整数 uint32（2 个寄存器）'});
    case 'int32':
      return translate({id: 'site.modbus.type.int32', message: '32 位有符号整数 int32（2 个寄存器）'});
    case 'float32':
      return translate({id: 'site.modbus.type.float32', message: '32 位浮点数 float32（2 个寄存器）'});
  }
}

function orderLabel(order: WordOrder): string {
  switch (order) {
    case 'ABCD':
      return translate({id: 'site.modbus.order.ABCD', message: 'ABCD：高字在前，字内高字节在前'});
    case 'CDAB':
      return translate({id: 'site.modbus.order.CDAB', message: 'CDAB：低字在前，字内高字节在前'});
    case 'BADC':
      return translate({id: 'site.modbus.order.BADC', message: 'BADC：高字在前，字内低字节在前'});
    case 'DCBA':
      return translate({id: 'site.modbus.order.DCBA', message: 'DCBA：低字在前，字内低字节在前'});
  }
}

const isValuePoint = (p: Point): p is Point & {format: ValueType} => p.format !== 'bit' && p.format !== 'string';

/** A decoded number for display: a float as its shortest decimal. */
function shown(raw: number, type: ValueType): string {
  return type === 'float32' ? formatFloat32(raw) : String(raw);
}

export default function ValueTool(props: ToolProps) {
  const d = useMemo(() => (props.device ? deviceOf(props.device) : null), [props.device]);
  const points = d ? d.points.filter(isValuePoint) : [];
  const seed = points.find((p) => p.key === props.point);
  const [mode, setMode] = useState<Mode>(props.mode ?? 'decode');
  const [type, setType] = useState<ValueType>(props.type ?? seed?.format ?? 'uint16');
  const [order, setOrder] = useState<WordOrder>(props.order ?? d?.wordOrder ?? 'ABCD');
  const [scaleText, setScaleText] = useState(props.scale ?? String(seed?.scale ?? 1));
  const [registersText, setRegistersText] = useState(props.registers ?? '0');
  const [valueText, setValueText] = useState(props.value ?? '0');
  const [pointKey, setPointKey] = useState(seed?.key ?? '');
  const point = points.find((p) => p.key === pointKey);
  const unit = point?.unit ?? '';
  const wide = registerCount(type) === 2;

  const scale = parseScale(scaleText);
  const scaleError = scale.ok ? null : issueText(scale.issue);
  const s = scale.ok ? scale.scale : 1;

  let status = '';
  let inputError: string | null = null;
  let rows: Array<[ReactNode, ReactNode] | null> = [];
  let compare: Array<{label: string; value: string; chosen: boolean}> = [];

  if (mode === 'decode') {
    const regs = parseRegisters(registersText);
    const decoded = regs.ok ? decodeRegisters(regs.registers, type, order, s) : null;
    if (!regs.ok) inputError = issueText(regs.issue);
    else if (decoded && !decoded.ok) inputError = issueText(decoded.issue);
    if (regs.ok && decoded?.ok) {
      const {raw, value, bytes} = decoded.decoded;
      const rawText = shown(raw, type);
      const valueShown = type === 'float32' && s === 1 ? rawText : formatNumber(value);
      status = translate(
        {id: 'site.modbus.value.decodeStatus', message: '寄存器 {registers} 按 {type}{order}读，是 {value}。'},
        {
          registers: regs.registers.join(' '),
          type,
          order: wide ? `、${order} ` : ' ',
          value: withUnit(valueShown, unit),
        },
      );
      rows = [
        [
          translate({id: 'site.modbus.value.value', message: '数值'}),
          <strong key="v">{withUnit(valueShown, unit)}</strong>,
        ],
        s !== 1
          ? [
              translate({id: 'site.modbus.value.scaled', message: '乘以系数'}),
              `${rawText} × ${formatNumber(s)} = ${valueShown}`,
            ]
          : null,
        [
          translate({id: 'site.modbus.value.hex', message: '寄存器（十六进制）'}),
          regs.registers.map(hexWord).join(' '),
        ],
        [
          translate({id: 'site.modbus.value.wire', message: '报文中的字节（按地址顺序）'}),
          formatHex(registerBytes(regs.registers)),
        ],
        wide ? [translate({id: 'site.modbus.value.bytes', message: '数值的字节 A B C D'}), formatHex(bytes)] : null,
        type === 'float32' && Number.isFinite(raw) && String(raw) !== rawText
          ? [translate({id: 'site.modbus.value.exact', message: '浮点数的精确值'}), String(raw)]
          : null,
      ];
      compare = wide
        ? WORD_ORDERS.map((o) => {
            const r = decodeRegisters(regs.registers, type, o, s);
            return {label: o, value: r.ok ? shown(r.decoded.value, type) : '', chosen: o === order};
          })
        : (['uint16', 'int16'] as const).map((t) => {
            const r = decodeRegisters(regs.registers, t, order, s);
            return {label: t, value: r.ok ? formatNumber(r.decoded.value) : '', chosen: t === type};
          });
    }
  } else {
    const v = parseNumber(valueText);
    const encoded = v === null ? null : encodeValue(v, type, order, s);
    if (valueText.trim() === '') inputError = issueText({code: 'value.empty'});
    else if (v === null) inputError = issueText({code: 'value.syntax', text: valueText.trim()});
    else if (encoded && !encoded.ok) inputError = issueText(encoded.issue);
    if (v !== null && encoded?.ok) {
      const {registers, stored, exact, rounded, inexact} = encoded.encoded;
      status = translate(
        {id: 'site.modbus.value.encodeStatus', message: '{value} 按 {type}{order}写，寄存器是 {registers}（{hex}）。'},
        {
          value: withUnit(formatNumber(v), unit),
          type,
          order: wide ? `、${order} ` : ' ',
          registers: registers.join(' '),
          hex: registers.map(hexWord).join(' '),
        },
      );
      rows = [
        [
          translate({id: 'site.modbus.value.registers', message: '寄存器（按地址顺序）'}),
          <strong key="r">{registers.join(' ')}</strong>,
        ],
        [translate({id: 'site.modbus.value.hex', message: '寄存器（十六进制）'}), registers.map(hexWord).join(' ')],
        [
          translate({id: 'site.modbus.value.wire', message: '报文中的字节（按地址顺序）'}),
          formatHex(registerBytes(registers)),
        ],
        s !== 1
          ? [
              translate({id: 'site.modbus.value.divided', message: '除以系数'}),
              `${formatNumber(v)} ÷ ${formatNumber(s)} = ${formatNumber(exact)}`,
            ]
          : null,
        rounded
          ? [
              translate({id: 'site.modbus.value.rounded', message: '四舍五入'}),
              translate(
                {id: 'site.modbus.value.roundedText', message: '{exact} 不是整数，写入 {stored}'},
                {exact: formatNumber(exact), stored},
              ),
            ]
          : null,
        inexact
          ? [
              translate({id: 'site.modbus.value.stored', message: '实际存入的浮点数'}),
              translate(
                {id: 'site.modbus.value.storedText', message: '{stored}（float32 最接近 {exact} 的值）'},
                {stored: String(stored), exact: formatNumber(exact)},
              ),
            ]
          : null,
      ];
    }
  }

  return (
    <div className={styles.inner}>
      <ToolStyles />
      {d && points.length > 0 && (
        <SelectField
          name="point"
          wide
          label={translate(
            {id: 'site.modbus.value.pick', message: '按 {device}的数据设置类型和系数（可选）'},
            {device: d.name},
          )}
          value={pointKey}
          onChange={(key) => {
            setPointKey(key);
            const p = points.find((x) => x.key === key);
            if (!p) return;
            setType(p.format);
            setScaleText(String(p.scale));
            setOrder(d.wordOrder);
          }}
          options={[
            {value: '', label: translate({id: 'site.modbus.value.pickNone', message: '— 自己设置 —'})},
            ...points.map((p) => ({
              value: p.key,
              label: `${p.label}：${areaName(p.area)} ${p.words > 1 ? `${p.address}–${p.address + p.words - 1}` : p.address}，${p.format}${p.scale !== 1 ? ` × ${p.scale}` : ''}`,
            })),
          ]}
        />
      )}
      <Choice
        name="mode"
        legend={translate({id: 'site.modbus.value.mode', message: '计算方向'})}
        value={mode}
        onChange={setMode}
        options={[
          {value: 'decode', label: translate({id: 'site.modbus.value.decode', message: '由寄存器求数值'})},
          {value: 'encode', label: translate({id: 'site.modbus.value.encode', message: '由数值求寄存器'})},
        ]}
      />
      <div className={styles.grid}>
        <SelectField
          name="type"
          label={translate({id: 'site.modbus.value.type', message: '数据类型'})}
          value={type}
          onChange={setType}
          options={VALUE_TYPES.map((t) => ({value: t, label: typeLabel(t)}))}
        />
        <SelectField
          name="order"
          label={translate({id: 'site.modbus.value.order', message: '字序'})}
          value={order}
          disabled={!wide}
          hint={
            wide
              ? undefined
              : translate({id: 'site.modbus.value.orderNone', message: '16 位类型只占一个寄存器，与字序无关。'})
          }
          onChange={setOrder}
          options={WORD_ORDERS.map((o) => ({value: o, label: orderLabel(o)}))}
        />
        <TextField
          name="scale"
          inputMode="decimal"
          label={translate({id: 'site.modbus.value.scale', message: '系数（上报值 = 寄存器值 × 系数）'})}
          value={scaleText}
          onChange={setScaleText}
          error={scaleError}
        />
        {mode === 'decode' ? (
          <TextField
            name="registers"
            label={translate({
              id: 'site.modbus.value.registersInput',
              message: '寄存器的值（按地址顺序，十进制或 0x 十六进制）',
            })}
            value={registersText}
            onChange={setRegistersText}
            error={inputError}
          />
        ) : (
          <TextField
            name="value"
            inputMode="decimal"
            label={translate({id: 'site.modbus.value.valueInput', message: '数值（上报值）'})}
            value={valueText}
            onChange={setValueText}
            error={inputError}
          />
        )}
      </div>
      <Status text={inputError ?? scaleError ?? status} error={Boolean(inputError || scaleError)} />
      {!inputError && !scaleError && <Results rows={rows} />}
      {mode === 'decode' && !inputError && !scaleError && compare.length > 0 && (
        <table className={styles.compare}>
          <caption>
            {wide
              ? translate(
                  {id: 'site.modbus.value.compareOrders', message: '同样的寄存器按四种字序读（{type}）'},
                  {type},
                )
              : translate({id: 'site.modbus.value.compareSigned', message: '同一个寄存器按无符号和有符号读'})}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                {wide
                  ? translate({id: 'site.modbus.value.order', message: '字序'})
                  : translate({id: 'site.modbus.value.type', message: '数据类型'})}
              </th>
              <th scope="col">{translate({id: 'site.modbus.value.value', message: '数值'})}</th>
            </tr>
          </thead>
          <tbody>
            {compare.map((c) => (
              <tr key={c.label} aria-current={c.chosen ? 'true' : undefined}>
                <th scope="row">{c.label}</th>
                <td>{c.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
