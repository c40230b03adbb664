/**
 * The `janus` global of the open-platform runtime (janus-api 1.2), as canon/open-platform-api.md documents it. The
 * sample check type-checks the open-platform pages' JavaScript against it and compares their signature blocks with it.
 */
type TimeInput = Date | number | string;
/** Data values: numbers, strings or booleans as the device reported them (a page subtracts two counts). */
type DataValues = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- values are per data ID
type FlatValue = string | number | boolean;

interface JanusErrorConstructor {
  new (code: number, message: string, detail?: Record<string, unknown>): JanusError;
  prototype: JanusError;
}
interface JanusError extends Error {
  name: 'JanusError';
  code: number;
  detail?: Record<string, unknown>;
}

interface Device {
  uuid: string;
  name: string;
  online: boolean;
  tag: string[];
  remarks: string;
  create_date: string;
}
interface DeviceDetail extends Device {
  data_define: Array<{id: string; name: string; type: 'int' | 'float' | 'bool' | 'string'; unit: string}>;
  team_name: string;
}
interface DeviceList {
  total: number;
  page: number;
  count: number;
  devices: Device[];
}
interface DataRecord {
  uuid: string;
  time: string;
  data: DataValues;
}
interface HistoryPage {
  total: number;
  page: number;
  count: number;
  datas: Array<{time: string; data: DataValues}>;
}
interface SendResult {
  uuid: string;
  action: 'update';
  data: Record<string, FlatValue>;
  operation_id: string;
  ack: {time: string; data: DataValues} | null;
}
interface Alarm {
  id: string;
  uuid: string;
  rule: string;
  data_id: string;
  value: unknown;
  level: 'info' | 'warning' | 'alarm';
  triggered_at: string;
  recovered_at: string | null;
  handled: boolean;
  handler: string | null;
  remark: string;
}
interface AlarmPage {
  total: number;
  page: number;
  count: number;
  alarms: Alarm[];
}
interface Subscription {
  unsubscribe(): void;
  on(event: 'open', handler: (e: {reconnect: boolean}) => void): Subscription;
  on(event: 'close', handler: (e: {reason: string}) => void): Subscription;
  on(event: 'error', handler: (e: JanusError) => void): Subscription;
}
interface Route {
  path: string;
  params: Record<string, string>;
  title: string;
}
interface RequestOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  params?: Record<string, unknown>;
  data?: Record<string, unknown> | string | FormData;
  headers?: Record<string, string>;
  timeout?: number;
  responseType?: 'json' | 'text' | 'arraybuffer';
}
interface Response {
  status: number;
  headers: Record<string, string>;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the body's shape is the called API's
}
interface NumberOptions {
  digits?: number;
  thousands?: boolean;
}

interface JanusRequest {
  (options: RequestOptions): Promise<Response>;
  get(url: string, options?: Omit<RequestOptions, 'url' | 'method'>): Promise<Response>;
  post(url: string, data?: unknown, options?: Omit<RequestOptions, 'url' | 'method' | 'data'>): Promise<Response>;
}

interface Janus {
  version: string;
  JanusError: JanusErrorConstructor;
  app: {
    appId: string;
    name: string;
    version: string;
    locale: 'zh-CN' | 'en-US';
    user: {username: string; name: string; team: string};
  };
  device: {
    list(options?: {page?: number; keyword?: string; online?: boolean}): Promise<DeviceList>;
    get(uuid: string): Promise<DeviceDetail>;
    getLastData(uuid: string, fields?: string[]): Promise<DataRecord | null>;
    getHistory(
      uuid: string,
      options: {start: TimeInput; end: TimeInput; page?: number; fields?: string[]; order?: 'asc' | 'desc'},
    ): Promise<HistoryPage>;
    send(
      uuid: string,
      data: Record<string, FlatValue>,
      options?: {waitAck?: boolean; timeout?: number},
    ): Promise<SendResult>;
    subscribe(uuid: string, onData: (msg: DataRecord) => void, options?: {fields?: string[]}): Subscription;
    getAlarms(
      uuid: string,
      options?: {start?: TimeInput; end?: TimeInput; page?: number; unhandledOnly?: boolean},
    ): Promise<AlarmPage>;
  };
  route: {
    push(path: string, params?: Record<string, FlatValue>): Promise<void>;
    replace(path: string, params?: Record<string, FlatValue>): Promise<void>;
    back(delta?: number): void;
    current(): Route;
    onChange(handler: (e: {from: Route; to: Route}) => void): () => void;
    setTitle(title: string): void;
  };
  utils: {
    formatTime(value: TimeInput, pattern?: string): string;
    parseTime(text: string, pattern?: string): Date;
    formatNumber(value: number | string | null | undefined, options?: NumberOptions): string;
    formatValue(value: number | string, unit: string, options?: NumberOptions): string;
    convertUnit(value: number, from: string, to: string): number;
    toast(message: string, options?: {type?: 'success' | 'info' | 'warning' | 'error'; duration?: number}): void;
    confirm(
      message: string,
      options?: {title?: string; okText?: string; cancelText?: string; danger?: boolean},
    ): Promise<boolean>;
    t(key: string, vars?: Record<string, string | number>): string;
    getLocale(): 'zh-CN' | 'en-US';
    onLocaleChange(handler: (locale: 'zh-CN' | 'en-US') => void): () => void;
  };
  request: JanusRequest;
}

declare const janus: Janus;
