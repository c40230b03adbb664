/**
 * Every sentence the tools show about an input, in the reader's language through translate(): the engine reports
 * what is wrong as codes with their figures, and says nothing in words.
 */
import {translate} from '@docusaurus/Translate';
import type {AddressForm, AddressIssue, Area} from '../engine/address';
import type {BuildIssue, FrameIssue} from '../engine/frame';
import type {HexIssue} from '../engine/hex';
import {formatHex} from '../engine/hex';
import type {ValueIssue} from '../engine/values';
import type {IntegerIssue} from '../engine/integers';

export type Issue = HexIssue | AddressIssue | ValueIssue | FrameIssue | BuildIssue | IntegerIssue;

export function areaName(area: Area): string {
  switch (area) {
    case 'coil':
      return translate({id: 'site.modbus.area.coil', message: '线圈'});
    case 'discrete':
      return translate({id: 'site.modbus.area.discrete', message: '离散输入'});
    case 'input':
      return translate({id: 'site.modbus.area.input', message: '输入寄存器'});
    case 'holding':
      return translate({id: 'site.modbus.area.holding', message: '保持寄存器'});
  }
}

/** `03`, `15（0x0F）`, `0x83`: as command-debugging.mdx writes function codes. */
export function functionCodeText(fc: number): string {
  if (fc < 10) return `0${fc}`;
  if (fc < 0x80) return `${fc}（0x${fc.toString(16).toUpperCase().padStart(2, '0')}）`;
  return `0x${fc.toString(16).toUpperCase()}`;
}

export function functionName(fc: number): string {
  switch (fc) {
    case 1:
      return translate({id: 'site.modbus.fc.1', message: '读线圈'});
    case 2:
      return translate({id: 'site.modbus.fc.2', message: '读离散输入'});
    case 3:
      return translate({id: 'site.modbus.fc.3', message: '读保持寄存器'});
    case 4:
      return translate({id: 'site.modbus.fc.4', message: '读输入寄存器'});
    case 5:
      return translate({id: 'site.modbus.fc.5', message: '写单个线圈'});
    case 6:
      return translate({id: 'site.modbus.fc.6', message: '写单个寄存器'});
    case 15:
      return translate({id: 'site.modbus.fc.15', message: '写多个线圈'});
    case 16:
      return translate({id: 'site.modbus.fc.16', message: '写多个寄存器'});
    default:
      return translate({id: 'site.modbus.fc.unknown', message: '本工具不解析的功能码'});
  }
}

export function exceptionName(code: number): string {
  switch (code) {
    case 1:
      return translate({id: 'site.modbus.exception.1', message: '非法功能码：从站不支持这个功能码'});
    case 2:
      return translate({id: 'site.modbus.exception.2', message: '非法数据地址：地址超出从站的映射范围'});
    case 3:
      return translate({id: 'site.modbus.exception.3', message: '非法数据值：数量超限或值超出范围'});
    case 4:
      return translate({id: 'site.modbus.exception.4', message: '从站设备故障'});
    case 5:
      return translate({id: 'site.modbus.exception.5', message: '确认：请求已接受，处理需要较长时间'});
    case 6:
      return translate({id: 'site.modbus.exception.6', message: '从站设备忙'});
    case 8:
      return translate({id: 'site.modbus.exception.8', message: '存储奇偶校验错误'});
    case 10:
      return translate({id: 'site.modbus.exception.10', message: '网关路径不可用'});
    case 11:
      return translate({id: 'site.modbus.exception.11', message: '网关目标设备无响应'});
    default:
      return translate({id: 'site.modbus.exception.unknown', message: 'Modbus 规范没有定义这个异常码'});
  }
}

/** A value with its unit: `12000 r/min`, `1532 件`, but `100%` and `41.5°C` (写作指南.md: no space before % or °). */
export function withUnit(value: string | number, unit: string): string {
  if (!unit) return String(value);
  return /^[%°]/.test(unit) ? `${value}${unit}` : `${value} ${unit}`;
}

const hex16 = (v: number) => formatHex([v >>> 8, v & 0xff]);
/** A CRC as it stands at the end of a frame: low byte first. */
const crcText = (crc: number) => formatHex([crc & 0xff, crc >>> 8]);

export function issueText(issue: Issue): string {
  switch (issue.code) {
    case 'hex.empty':
      return translate({id: 'site.modbus.hex.empty', message: '请输入十六进制字节，例如 01 03 00 00 00 05。'});
    case 'hex.badChar':
      return translate(
        {
          id: 'site.modbus.hex.badChar',
          message: '第 {column} 个字符「{char}」不是十六进制数字：只能用 0–9 和 A–F，字节之间可以用空格分隔。',
        },
        {column: issue.column, char: issue.char},
      );
    case 'hex.oddDigits':
      return translate(
        {
          id: 'site.modbus.hex.oddDigits',
          message: '「{group}」有 {digits} 位十六进制数字，不是偶数：每个字节写两位，例如 01 而不是 1。',
        },
        {group: issue.group, digits: issue.digits},
      );

    case 'address.empty':
      return translate({id: 'site.modbus.address.empty', message: '请输入地址。'});
    case 'address.syntax':
      return syntaxText(issue.form, issue.text);
    case 'address.referenceLength':
      return issue.form === 'reference5'
        ? translate(
            {
              id: 'site.modbus.address.referenceLength5',
              message: '传统编号是 5 位数字，这里有 {digits} 位。6 位的编号（如 400001）请把写法改为「6 位编号」。',
            },
            {digits: issue.digits},
          )
        : translate(
            {
              id: 'site.modbus.address.referenceLength6',
              message:
                '6 位编号是 6 位数字，这里有 {digits} 位。5 位的编号（如 40001）请把写法改为「传统编号（5 位）」。',
            },
            {digits: issue.digits},
          );
    case 'address.referenceDigit':
      return translate(
        {
          id: 'site.modbus.address.referenceDigit',
          message: '编号的首位 {digit} 不代表任何区域：0 线圈、1 离散输入、3 输入寄存器、4 保持寄存器。',
        },
        {digit: issue.digit},
      );
    case 'address.referenceZero':
      return translate(
        {
          id: 'site.modbus.address.referenceZero',
          message: '{text} 不存在：编号从 1 数起，这个区域的第一个是 {first}。',
        },
        {text: issue.text, first: issue.text[0] + '1'.padStart(issue.text.length - 1, '0')},
      );
    case 'address.referenceRange':
      return translate(
        {
          id: 'site.modbus.address.referenceRange',
          message: '{text} 超出范围：6 位编号最大到 {last}（协议地址 65535）。',
        },
        {text: issue.text, last: `${issue.text[0]}65536`},
      );
    case 'address.janusArea':
      return translate(
        {
          id: 'site.modbus.address.janusArea',
          message: '原始键的区「{area}」不存在：1 线圈、2 离散输入、3 保持寄存器、4 输入寄存器。',
        },
        {area: issue.area},
      );
    case 'address.range':
      return translate(
        {id: 'site.modbus.address.range', message: '地址 {value} 超出范围：协议地址是 0–65535。'},
        {value: issue.value},
      );

    case 'registers.empty':
      return translate({
        id: 'site.modbus.registers.empty',
        message: '请输入寄存器的值，例如 415；两个寄存器用空格分隔，例如 17174 0。',
      });
    case 'registers.syntax':
      return translate(
        {
          id: 'site.modbus.registers.syntax',
          message: '「{text}」不是寄存器的值：写十进制（415）或带 0x 的十六进制（0x019F）。',
        },
        {text: issue.text},
      );
    case 'registers.range':
      return translate(
        {
          id: 'site.modbus.registers.range',
          message:
            '「{text}」超出寄存器的范围：一个寄存器是 0–65535（0x0000–0xFFFF）。负数请用「由数值求寄存器」换算。',
        },
        {text: issue.text},
      );
    case 'registers.count':
      return translate(
        {id: 'site.modbus.registers.count', message: '{type} 占 {expected} 个寄存器，这里有 {got} 个。'},
        {type: issue.type, expected: issue.expected, got: issue.got},
      );
    case 'value.empty':
      return translate({id: 'site.modbus.value.empty', message: '请输入数值。'});
    case 'value.syntax':
      return translate(
        {id: 'site.modbus.value.syntax', message: '「{text}」不是数值：写十进制数，例如 41.5、-3 或 1e3。'},
        {text: issue.text},
      );
    case 'value.range':
      return translate(
        {
          id: 'site.modbus.value.range',
          message: '{raw} 超出 {type} 的范围（{min} 到 {max}）；这是数值除以系数后的结果。',
        },
        {raw: issue.raw, type: issue.type, min: issue.min, max: issue.max},
      );
    case 'scale.syntax':
      return translate(
        {id: 'site.modbus.scale.syntax', message: '系数「{text}」不是数值：写十进制数，例如 0.1。'},
        {text: issue.text},
      );
    case 'scale.zero':
      return translate({id: 'site.modbus.scale.zero', message: '系数不能为 0。'});

    case 'frame.short':
      return issue.transport === 'rtu'
        ? translate(
            {
              id: 'site.modbus.frame.shortRtu',
              message: '只有 {got} 个字节：一帧 Modbus RTU 报文至少 4 个字节（从站号、功能码和 2 个字节的 CRC）。',
            },
            {got: issue.got},
          )
        : translate(
            {
              id: 'site.modbus.frame.shortTcp',
              message: '只有 {got} 个字节：一帧 Modbus TCP 报文至少 8 个字节（7 个字节的 MBAP 报文头和功能码）。',
            },
            {got: issue.got},
          );
    case 'crc.mismatch':
      return translate(
        {
          id: 'site.modbus.crc.mismatch',
          message: 'CRC 校验错误：帧尾是 {got}，按前面的字节算应为 {expected}。常见原因是串口参数不一致或线路干扰。',
        },
        {got: crcText(issue.got), expected: crcText(issue.expected)},
      );
    case 'mbap.protocol':
      return translate(
        {id: 'site.modbus.mbap.protocol', message: '协议标识是 {value}，Modbus TCP 固定为 0。'},
        {value: issue.value},
      );
    case 'mbap.length':
      return translate(
        {id: 'site.modbus.mbap.length', message: '后续长度写的是 {declared}，它后面实际有 {actual} 个字节。'},
        {declared: issue.declared, actual: issue.actual},
      );
    case 'function.unknown':
      return translate(
        {
          id: 'site.modbus.function.unknown',
          message: '功能码 {fc} 不在本工具解析的范围内（01–06、15、16 和它们的异常响应），后面的字节不再逐个解释。',
        },
        {fc: functionCodeText(issue.fc)},
      );
    case 'function.exceptionInRequest':
      return translate(
        {
          id: 'site.modbus.function.exceptionInRequest',
          message: '功能码 {fc} 的最高位为 1，是从站的异常响应，不会出现在请求里：方向应为「收」。',
        },
        {fc: functionCodeText(issue.fc)},
      );
    case 'pdu.length':
      return issue.atLeast
        ? translate(
            {
              id: 'site.modbus.pdu.lengthAtLeast',
              message: '功能码 {fc} 的{direction}从功能码起至少 {expected} 个字节，这里只有 {actual} 个。',
            },
            {
              fc: functionCodeText(issue.fc),
              direction: directionName(issue.direction),
              expected: issue.expected,
              actual: issue.actual,
            },
          )
        : translate(
            {
              id: 'site.modbus.pdu.length',
              message: '功能码 {fc} 的{direction}从功能码起应为 {expected} 个字节，这里有 {actual} 个。',
            },
            {
              fc: functionCodeText(issue.fc),
              direction: directionName(issue.direction),
              expected: issue.expected,
              actual: issue.actual,
            },
          );
    case 'byteCount.mismatch':
      return translate(
        {id: 'site.modbus.byteCount.mismatch', message: '字节数为 {declared}，但后面有 {actual} 个数据字节。'},
        {declared: issue.declared, actual: issue.actual},
      );
    case 'byteCount.quantity':
      return issue.fc === 15
        ? translate(
            {
              id: 'site.modbus.byteCount.quantityCoils',
              message: '写 {quantity} 个线圈需要 {expected} 个数据字节（每字节 8 个），字节数却是 {byteCount}。',
            },
            {quantity: issue.quantity, expected: issue.expected, byteCount: issue.byteCount},
          )
        : translate(
            {
              id: 'site.modbus.byteCount.quantityRegisters',
              message: '写 {quantity} 个寄存器需要 {expected} 个数据字节（每个 2 字节），字节数却是 {byteCount}。',
            },
            {quantity: issue.quantity, expected: issue.expected, byteCount: issue.byteCount},
          );
    case 'byteCount.odd':
      return translate(
        {id: 'site.modbus.byteCount.odd', message: '字节数 {byteCount} 是奇数，而每个寄存器占 2 个字节。'},
        {byteCount: issue.byteCount},
      );
    case 'quantity.range':
      return translate(
        {id: 'site.modbus.quantity.range', message: '数量 {quantity} 超出范围：功能码 {fc} 一次可读写 1–{max} 个。'},
        {quantity: issue.quantity, fc: functionCodeText(issue.fc), max: issue.max},
      );
    case 'quantity.overflow':
    case 'build.overflow':
      return translate(
        {id: 'site.modbus.quantity.overflow', message: '从地址 {address} 起 {quantity} 个，超过了最大地址 65535。'},
        {address: issue.address, quantity: issue.quantity},
      );
    case 'coil.value':
      return translate(
        {id: 'site.modbus.coil.value', message: '写单个线圈的值只能是 FF 00（开）或 00 00（关），这里是 {value}。'},
        {value: hex16(issue.value)},
      );
    case 'pair.transaction':
      return translate(
        {
          id: 'site.modbus.pair.transaction',
          message: '响应的事务标识 {response} 与上一行请求的 {request} 不同：它不是这次请求的响应。',
        },
        {request: issue.request, response: issue.response},
      );
    case 'pair.slave':
      return translate(
        {id: 'site.modbus.pair.slave', message: '响应来自从站 {response}，上一行的请求发给从站 {request}。'},
        {request: issue.request, response: issue.response},
      );
    case 'pair.function':
      return translate(
        {id: 'site.modbus.pair.function', message: '响应的功能码 {response} 与上一行请求的 {request} 不对应。'},
        {request: functionCodeText(issue.request), response: functionCodeText(issue.response)},
      );
    case 'pair.count':
      return issue.unit === 'registers'
        ? translate(
            {
              id: 'site.modbus.pair.countRegisters',
              message: '上一行的请求读 {requested} 个寄存器，响应里有 {got} 个。',
            },
            {requested: issue.requested, got: issue.got},
          )
        : translate(
            {
              id: 'site.modbus.pair.countBytes',
              message: '上一行请求的数量需要 {requested} 个数据字节，响应里有 {got} 个。',
            },
            {requested: issue.requested, got: issue.got},
          );

    case 'build.range':
      return translate(
        {id: 'site.modbus.build.range', message: '{field}应为 {min}–{max} 的整数。'},
        {field: specFieldName(issue.field), min: issue.min, max: issue.max},
      );
    case 'build.valuesCount':
      return translate(
        {id: 'site.modbus.build.valuesCount', message: '值应有 {min}–{max} 个，这里有 {got} 个。'},
        {min: issue.min, max: issue.max, got: issue.got},
      );
    case 'build.valueRange':
      return issue.bits
        ? translate(
            {id: 'site.modbus.build.bitRange', message: '第 {n} 个值 {value} 不是 0 或 1：线圈只有开（1）和关（0）。'},
            {n: issue.index + 1, value: issue.value},
          )
        : translate(
            {id: 'site.modbus.build.registerRange', message: '第 {n} 个值 {value} 超出寄存器的范围 0–65535。'},
            {n: issue.index + 1, value: issue.value},
          );

    case 'integer.empty':
      return translate({id: 'site.modbus.integer.empty', message: '请输入一个整数。'});
    case 'integer.syntax':
      return translate(
        {
          id: 'site.modbus.integer.syntax',
          message: '「{text}」不是整数：写十进制（256）或带 0x 的十六进制（0x0100）。',
        },
        {text: issue.text},
      );
  }
  return unhandled(issue);
}

/** Fails to compile when an issue code has no sentence. */
function unhandled(issue: never): string {
  return (issue as {code: string}).code;
}

function syntaxText(form: AddressForm, text: string): string {
  switch (form) {
    case 'reference5':
      return translate(
        {
          id: 'site.modbus.address.syntax.reference5',
          message: '「{text}」不是传统编号：只能是 5 位数字，例如 40001。',
        },
        {text},
      );
    case 'reference6':
      return translate(
        {
          id: 'site.modbus.address.syntax.reference6',
          message: '「{text}」不是 6 位编号：只能是 6 位数字，例如 400001。',
        },
        {text},
      );
    case 'protocol':
      return translate(
        {
          id: 'site.modbus.address.syntax.protocol',
          message: '「{text}」不是协议地址：写从 0 起的十进制整数，例如 256。',
        },
        {text},
      );
    case 'hex':
      return translate(
        {id: 'site.modbus.address.syntax.hex', message: '「{text}」不是十六进制地址：写 0x0100、0100H 或 0100。'},
        {text},
      );
    case 'janus':
      return translate(
        {
          id: 'site.modbus.address.syntax.janus',
          message: '「{text}」不是 Janus 原始键：写作「区_地址」，例如 3_256。',
        },
        {text},
      );
  }
}

export function directionName(direction: 'request' | 'response'): string {
  return direction === 'request'
    ? translate({id: 'site.modbus.direction.request', message: '请求'})
    : translate({id: 'site.modbus.direction.response', message: '响应'});
}

export function specFieldName(field: Extract<BuildIssue, {code: 'build.range'}>['field']): string {
  switch (field) {
    case 'slave':
      return translate({id: 'site.modbus.field.slave', message: '从站号'});
    case 'transaction':
      return translate({id: 'site.modbus.field.transaction', message: '事务标识'});
    case 'address':
      return translate({id: 'site.modbus.field.address', message: '起始地址'});
    case 'quantity':
      return translate({id: 'site.modbus.field.quantity', message: '数量'});
    case 'exceptionCode':
      return translate({id: 'site.modbus.field.exceptionCode', message: '异常码'});
  }
}
