/**
 * Address converter: one address in any of its forms (40001, 400001, protocol address in decimal or hex, Janus raw key)
 * to all the others, with the function codes that read and write it and, on a device's page, the point it holds.
 */
import {useMemo, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {
  AREAS,
  addressForms,
  formNamesArea,
  parseAddress,
  type AddressForm,
  type AddressForms,
  type Area,
} from '../engine/address';
import {device as deviceOf, pointAt, type Device, type Point} from './devices';
import {areaName, functionCodeText, functionName, issueText} from './messages';
import {Results, SelectField, Status, TextField} from './parts';
import type {ToolProps} from './types';
import {cls as styles, ToolStyles} from './toolStyles';

function formLabel(form: AddressForm): string {
  switch (form) {
    case 'reference5':
      return translate({id: 'site.modbus.form.reference5', message: '传统编号（5 位，如 40001）'});
    case 'reference6':
      return translate({id: 'site.modbus.form.reference6', message: '6 位编号（如 400001）'});
    case 'protocol':
      return translate({id: 'site.modbus.form.protocol', message: '协议地址（十进制，从 0 起）'});
    case 'hex':
      return translate({id: 'site.modbus.form.hex', message: '协议地址（十六进制，如 0x0100、0100H）'});
    case 'janus':
      return translate({id: 'site.modbus.form.janus', message: 'Janus 原始键（如 3_256）'});
  }
}

const FORMS: AddressForm[] = ['reference5', 'reference6', 'protocol', 'hex', 'janus'];

/** `address` of `area` written in `form`: what the field shows after the reader picks a point. */
function written(form: AddressForm, area: Area, address: number): string {
  const f = addressForms(area, address);
  switch (form) {
    case 'reference5':
      return f.reference5 ?? f.reference6;
    case 'reference6':
      return f.reference6;
    case 'protocol':
      return String(address);
    case 'hex':
      return f.hex;
    case 'janus':
      return f.janusKey;
  }
}

function pointText(p: Point): string {
  return translate(
    {id: 'site.modbus.address.point', message: '{label}，位于{area} {address}'},
    {
      label: p.label,
      area: areaName(p.area),
      address: p.words > 1 ? `${p.address}–${p.address + p.words - 1}` : p.address,
    },
  );
}

/** The results: every form, how the reference comes from the address, what reads and writes it. */
function rows(f: AddressForms, d: Device | null): Array<[ReactNode, ReactNode] | null> {
  const digit = f.reference6[0];
  const held = d ? pointAt(d, f.area, f.address) : undefined;
  const janusWritable = f.area === 'coil' || f.area === 'holding';
  return [
    [
      translate({id: 'site.modbus.address.area', message: '区域'}),
      translate(
        {id: 'site.modbus.address.areaText', message: '{area}（编号首位 {digit}；Janus 区 {janus}）'},
        {area: areaName(f.area), digit, janus: f.janusKey.split('_')[0]},
      ),
    ],
    [
      translate({id: 'site.modbus.address.protocol', message: '协议地址（报文中）'}),
      <>
        <code>{f.address}</code> = <code>{f.hex}</code> = <code>{f.hexH}</code>
      </>,
    ],
    [
      translate({id: 'site.modbus.address.reference5', message: '传统编号（5 位）'}),
      f.reference5 ? (
        <>
          <code>{f.reference5}</code>
          {translate(
            {id: 'site.modbus.address.reference5How', message: '（{first} + {address}）'},
            {first: `${digit}0001`, address: f.address},
          )}
        </>
      ) : (
        translate({id: 'site.modbus.address.reference5None', message: '无：5 位编号只能写地址 0–9998，请用 6 位编号'})
      ),
    ],
    [translate({id: 'site.modbus.address.reference6', message: '6 位编号'}), <code key="r6">{f.reference6}</code>],
    [
      translate({id: 'site.modbus.address.janusKey', message: 'Janus 原始键'}),
      <>
        <code>{f.janusKey}</code>
        {janusWritable
          ? translate({id: 'site.modbus.address.janusWritable', message: '（可读可下发）'})
          : translate({id: 'site.modbus.address.janusReadOnly', message: '（只读：Janus 不能向区 2、区 4 下发）'})}
      </>,
    ],
    [
      translate({id: 'site.modbus.address.functions', message: '功能码'}),
      f.writeFunctions.length > 0
        ? translate(
            {id: 'site.modbus.address.readWrite', message: '读 {read}（{readName}）；写 {write}'},
            {
              read: functionCodeText(f.readFunction),
              readName: functionName(f.readFunction),
              write: f.writeFunctions.map((fc) => `${functionCodeText(fc)}（${functionName(fc)}）`).join('、'),
            },
          )
        : translate(
            {id: 'site.modbus.address.readOnly', message: '读 {read}（{readName}）；这个区域只读'},
            {read: functionCodeText(f.readFunction), readName: functionName(f.readFunction)},
          ),
    ],
    d
      ? [
          translate({id: 'site.modbus.address.onDevice', message: '在 {device}上'}, {device: d.name}),
          held
            ? translate(
                held.point.writable
                  ? {id: 'site.modbus.address.heldRw', message: '{label}{part}，读写'}
                  : {id: 'site.modbus.address.heldRo', message: '{label}{part}，只读'},
                {
                  label: held.point.label,
                  part:
                    held.point.words > 1
                      ? translate(
                          {id: 'site.modbus.address.part', message: '（占 {words} 个寄存器，这是第 {n} 个）'},
                          {words: held.point.words, n: held.part + 1},
                        )
                      : '',
                },
              )
            : translate({
                id: 'site.modbus.address.notMapped',
                message: '寄存器表中没有这个地址：读它多半得到异常响应 02',
              }),
        ]
      : null,
  ];
}

export default function AddressTool({device: deviceKey, form: initialForm, address, area: initialArea}: ToolProps) {
  const d = useMemo(() => (deviceKey ? deviceOf(deviceKey) : null), [deviceKey]);
  const [form, setForm] = useState<AddressForm>(initialForm ?? 'reference5');
  const [area, setArea] = useState<Area>(initialArea ?? 'holding');
  const [text, setText] = useState(address ?? '40001');

  const parsed = parseAddress(text, form, area);
  const forms = parsed.ok ? addressForms(parsed.area, parsed.address) : null;
  const shownArea = parsed.ok && formNamesArea(form) ? parsed.area : area;
  const error = parsed.ok ? null : issueText(parsed.issue);
  // The bit areas are one point per output or input: the list offers the first of each.
  const pickable = d ? d.points.filter((p) => p.format !== 'bit' || p.address === 0) : [];

  const status = forms
    ? translate(
        {
          id: 'site.modbus.address.status',
          message: '{area}，协议地址 {address}：传统编号 {reference}，Janus 原始键 {key}。',
        },
        {
          area: areaName(forms.area),
          address: forms.address,
          reference: forms.reference5 ?? forms.reference6,
          key: forms.janusKey,
        },
      )
    : error!;

  return (
    <div className={styles.inner}>
      <ToolStyles />
      {d && (
        <SelectField
          name="point"
          wide
          label={translate(
            {id: 'site.modbus.address.pick', message: '从 {device}的寄存器表中选（可选）'},
            {device: d.name},
          )}
          value=""
          onChange={(key) => {
            const p = d.points.find((x) => x.key === key);
            if (!p) return;
            setArea(p.area);
            setText(written(form, p.area, p.address));
          }}
          options={[
            {
              value: '',
              label: translate({id: 'site.modbus.address.pickNone', message: '— 选一个寄存器，填入下面的地址 —'}),
            },
            ...pickable.map((p) => ({value: p.key, label: pointText(p)})),
          ]}
        />
      )}
      <div className={styles.grid}>
        <SelectField
          name="form"
          label={translate({id: 'site.modbus.address.formLabel', message: '输入的写法'})}
          value={form}
          onChange={(f) => {
            // Keep the address, written the new way, when the old one was valid.
            if (parsed.ok) {
              setText(written(f, parsed.area, parsed.address));
              setArea(parsed.area);
            }
            setForm(f);
          }}
          options={FORMS.map((f) => ({value: f, label: formLabel(f)}))}
        />
        <SelectField
          name="area"
          label={translate({id: 'site.modbus.address.areaLabel', message: '区域'})}
          value={shownArea}
          disabled={formNamesArea(form)}
          hint={
            formNamesArea(form)
              ? translate({id: 'site.modbus.address.areaFromForm', message: '这种写法本身带着区域。'})
              : undefined
          }
          onChange={setArea}
          options={AREAS.map((a) => ({value: a, label: areaName(a)}))}
        />
        <TextField
          name="address"
          label={translate({id: 'site.modbus.address.input', message: '地址'})}
          value={text}
          onChange={setText}
          error={error}
        />
      </div>
      <Status text={status} error={!forms} />
      {forms && <Results rows={rows(forms, d)} />}
    </div>
  );
}
