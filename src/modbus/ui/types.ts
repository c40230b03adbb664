/**
 * What a page passes to <ModbusTool>: which tool, which device's register map (from the canon) and the page's own
 * worked example as the first input, so the tool opens on the example the page explains by hand.
 */
import type {AddressForm, Area} from '../engine/address';
import type {Direction, FrameKind, FunctionCode, Transport} from '../engine/frame';
import type {ValueType, WordOrder} from '../engine/values';
import type {DeviceKey} from './devices';

export type ToolName = 'address' | 'value' | 'checksum' | 'frame';

export interface ToolProps {
  /** The register map the tool offers and names registers with. */
  device?: DeviceKey;

  /** address: the form of `address`, the area for the forms that do not name one. */
  form?: AddressForm;
  address?: string;
  area?: Area;

  /** value: a point of the device (data ID, variable name) whose type and scale to start from. */
  point?: string;
  mode?: 'decode' | 'encode';
  registers?: string;
  value?: string;
  type?: ValueType;
  order?: WordOrder;
  scale?: string;

  /** checksum: the bytes. */
  bytes?: string;

  /** frame: decode `frames` (lines, 发 / 收 prefixes allowed), or build from the fields below. */
  transport?: Transport;
  frames?: string;
  direction?: Direction;
  build?: boolean;
  kind?: FrameKind;
  functionCode?: FunctionCode;
  slave?: string;
  transaction?: string;
  start?: string;
  quantity?: string;
  values?: string;
}
