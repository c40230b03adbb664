/**
 * The page script of the Janus API console: binds index.html to the pure modules. Everything the reader types and
 * everything a server returns is put on the page as text (textContent, option labels, input values), never as markup.
 * Only the choice of shell for the curl command is stored (localStorage); closing the page forgets the address, the
 * 注册码 and every other value typed.
 */
import {EnvStringError, parseEnvString} from '../../src/utils/envString';
import {TesterError} from '../stomp-tester/hints';
import type {ConsoleSpec, Field, Operation} from './model';
import {buildRequest, curlCommand, type BuiltRequest, type FormValues, type Shell} from './request';
import {send, type Outcome} from './response';

const TIMEOUT_MS = 10_000;
/** The localStorage key of the shell the curl command is written for: a choice of the reader, none of their values. */
const SHELL_KEY = 'janus-api-console.shell';

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing from the page`);
  return el as T;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) el.setAttribute(name, value);
  if (text !== undefined) el.textContent = text;
  return el;
}

const spec = JSON.parse(byId('spec').textContent ?? '') as ConsoleSpec;

const ui = {
  importInput: byId<HTMLInputElement>('import'),
  importButton: byId<HTMLButtonElement>('import-button'),
  importMsg: byId<HTMLElement>('import-msg'),
  address: byId<HTMLInputElement>('address'),
  token: byId<HTMLInputElement>('token'),
  showToken: byId<HTMLInputElement>('show-token'),
  device: byId<HTMLInputElement>('device'),
  operation: byId<HTMLSelectElement>('operation'),
  opLine: byId<HTMLElement>('op-line'),
  opDesc: byId<HTMLElement>('op-desc'),
  form: byId<HTMLFormElement>('form'),
  fields: byId<HTMLElement>('fields'),
  send: byId<HTMLButtonElement>('send'),
  shells: Array.from(document.querySelectorAll<HTMLInputElement>('input[name="shell"]')),
  curl: byId<HTMLElement>('curl'),
  curlHelp: byId<HTMLElement>('curl-help'),
  copy: byId<HTMLButtonElement>('copy'),
  copyMsg: byId<HTMLElement>('copy-msg'),
  notes: byId<HTMLUListElement>('notes'),
  state: byId<HTMLElement>('state'),
  outcome: byId<HTMLElement>('outcome'),
  outcomeTitle: byId<HTMLElement>('outcome-title'),
  outcomeDetail: byId<HTMLUListElement>('outcome-detail'),
  bodyBox: byId<HTMLElement>('body-box'),
  body: byId<HTMLElement>('body'),
};

/** What the reader typed in each operation's form, kept while they switch between operations. */
const typed = new Map<string, FormValues>();

function currentOp(): Operation {
  const op = spec.operations.find((o) => o.id === ui.operation.value);
  if (!op) throw new Error(`unknown operation ${ui.operation.value}`);
  return op;
}

function valuesOf(op: Operation): FormValues {
  let values = typed.get(op.id);
  if (!values) {
    values = {};
    typed.set(op.id, values);
  }
  return values;
}

/** The token comes from「注册码」, every other field from the operation's form. */
function requestValues(op: Operation): FormValues {
  return {...valuesOf(op), token: ui.token.value};
}

function fieldControl(op: Operation, f: Field, id: string, helpId: string): HTMLElement {
  const values = valuesOf(op);
  if (f.kind === 'file') {
    // A new file input is empty (a page cannot fill one in), so the form forgets the file chosen before.
    values[f.name] = undefined;
    const input = element('input', {id, type: 'file', 'aria-describedby': helpId});
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      values[f.name] = file ? {name: file.name, blob: file} : undefined;
      refresh();
    });
    return input;
  }
  const current = values[f.name];
  if (f.kind === 'enum' || f.kind === 'boolean') {
    const select = element('select', {id, 'aria-describedby': helpId});
    const none = f.required ? '请选择' : f.default !== undefined ? `不传（Janus 缺省 ${f.default}）` : '不传';
    select.append(element('option', {value: ''}, none));
    for (const v of f.kind === 'boolean' ? ['true', 'false'] : (f.values ?? []))
      select.append(element('option', {value: v}, v));
    select.value = typeof current === 'string' ? current : '';
    select.addEventListener('change', () => {
      values[f.name] = select.value;
      refresh();
    });
    return select;
  }
  const control =
    f.kind === 'json'
      ? element('textarea', {id, rows: '3', spellcheck: 'false', 'aria-describedby': helpId})
      : element('input', {
          id,
          type: 'text',
          spellcheck: 'false',
          autocomplete: 'off',
          'aria-describedby': helpId,
          inputmode: f.kind === 'integer' ? 'numeric' : undefined,
        });
  if (f.example !== undefined) control.setAttribute('placeholder', f.example);
  if (typeof current === 'string') control.value = current;
  else if (f.name === 'uuid' && f.required && ui.device.value.trim() !== '') {
    control.value = ui.device.value.trim();
    values.uuid = control.value;
  }
  control.addEventListener('input', () => {
    values[f.name] = control.value;
    refresh();
  });
  return control;
}

/** Builds the form of the selected operation (every parameter but token, which「注册码」holds). */
function renderOperation(): void {
  const op = currentOp();
  ui.opLine.textContent = `${op.method} ${op.path}`;
  ui.opDesc.textContent = op.description;
  const nodes: HTMLElement[] = [];
  for (const f of op.fields) {
    if (f.name === 'token') continue;
    const id = `field-${f.name}`;
    const helpId = `help-${f.name}`;
    const label = element('label', {for: id}, f.name);
    if (f.required) label.append(element('span', {class: 'req'}, '（必填）'));
    nodes.push(label, element('span', {class: 'help', id: helpId}, f.description), fieldControl(op, f, id, helpId));
  }
  if (nodes.length === 0) nodes.push(element('p', {class: 'help'}, '这个接口除 token 外没有参数。'));
  ui.fields.replaceChildren(...nodes);
  refresh();
}

let lastRequest: BuiltRequest | null = null;

/** What to run the command in, said under the preview. */
const SHELL_HELP: Record<Shell, string> = {
  bash: '在 Linux、macOS 的终端中执行；Windows 上可在 Git Bash 或 WSL 中执行。',
  cmd: '在 Windows 10 及以上的命令提示符中执行（用系统自带的 curl.exe）。在 PowerShell 中请先输入 cmd 回车，再粘贴命令。',
};

function currentShell(): Shell {
  return ui.shells.find((input) => input.checked)?.value === 'cmd' ? 'cmd' : 'bash';
}

/** The shell chosen last time; bash when none was (or storage is refused, as a locked-down browser may for file://). */
function restoreShell(): void {
  let saved: string | null;
  try {
    saved = window.localStorage.getItem(SHELL_KEY);
  } catch {
    saved = null;
  }
  for (const input of ui.shells) input.checked = input.value === (saved === 'cmd' ? 'cmd' : 'bash');
}

function shellChanged(): void {
  try {
    window.localStorage.setItem(SHELL_KEY, currentShell());
  } catch {
    // Not remembered then; the choice still applies on this page.
  }
  // The copy message spoke of the other shell's command.
  ui.copyMsg.textContent = '';
  refresh();
}

/** Rebuilds the curl preview and the notes from the current values. */
function refresh(): void {
  const op = currentOp();
  ui.curlHelp.textContent = SHELL_HELP[currentShell()];
  try {
    lastRequest = buildRequest(op, ui.address.value, requestValues(op));
    ui.curl.textContent = curlCommand(lastRequest, !ui.showToken.checked, currentShell());
    ui.notes.replaceChildren(...lastRequest.notes.map((n) => element('li', {}, n)));
  } catch (e) {
    lastRequest = null;
    ui.curl.textContent = '（填写「Janus 地址」后在这里显示等价的 curl 命令）';
    const notes = ui.address.value.trim() === '' ? [] : [e instanceof TesterError ? e.message : String(e)];
    ui.notes.replaceChildren(...notes.map((n) => element('li', {}, n)));
  }
}

function showOutcome(outcome: Outcome): void {
  ui.outcome.hidden = false;
  ui.outcome.dataset.kind = outcome.kind;
  ui.outcomeTitle.textContent = outcome.title;
  ui.outcomeDetail.replaceChildren(...outcome.detail.map((d) => element('li', {}, d)));
  ui.bodyBox.hidden = outcome.body === undefined;
  ui.body.textContent = outcome.body ?? '';
}

async function submit(): Promise<void> {
  const op = currentOp();
  let request: BuiltRequest;
  try {
    request = buildRequest(op, ui.address.value, requestValues(op));
  } catch (e) {
    const error = e instanceof TesterError ? e : new TesterError(String(e), '');
    ui.state.textContent = '未发送';
    showOutcome({kind: 'input', title: error.message, detail: error.hint ? [error.hint] : []});
    ui.address.focus();
    return;
  }
  ui.send.disabled = true;
  ui.state.textContent = '正在请求…';
  ui.outcome.hidden = true;
  ui.bodyBox.hidden = true;
  const started = performance.now();
  const outcome = await send(
    {fetch: window.fetch.bind(window), pageProtocol: location.protocol, timeoutMs: TIMEOUT_MS},
    spec,
    op,
    request,
  );
  const ms = Math.round(performance.now() - started);
  ui.state.textContent =
    outcome.status !== undefined ? `已收到响应：HTTP ${outcome.status}，用时 ${ms} ms` : `请求失败，用时 ${ms} ms`;
  showOutcome(outcome);
  ui.send.disabled = false;
}

let lastDevice = '';

/** A new「设备序列号（UUID）」replaces the required uuid of every form that was empty or held the previous one. */
function deviceChanged(): void {
  const device = ui.device.value.trim();
  for (const op of spec.operations) {
    const values = typed.get(op.id);
    if (!values || !op.fields.some((f) => f.name === 'uuid' && f.required)) continue;
    if (values.uuid === undefined || values.uuid === '' || values.uuid === lastDevice) values.uuid = device;
  }
  lastDevice = device;
  renderOperation();
}

function importEnv(): void {
  try {
    const values = parseEnvString(ui.importInput.value);
    const filled: string[] = [];
    if (values.janus) {
      ui.address.value = values.janus;
      filled.push('Janus 地址');
    }
    if (values.token) {
      ui.token.value = values.token;
      filled.push('注册码');
    }
    if (values.device) {
      ui.device.value = values.device;
      deviceChanged();
      filled.push('设备序列号（UUID）');
    }
    const unused = [values.appId ? 'Neptune app_id' : '', values.broker ? '代理主机' : ''].filter(Boolean);
    ui.importInput.value = '';
    ui.importMsg.dataset.kind = 'ok';
    ui.importMsg.textContent =
      (filled.length ? `已导入：${filled.join('、')}。` : '字符串里没有本工具用到的值。') +
      // A space between Chinese and Latin letters, none between two Chinese words.
      (unused.length ? `本工具用不到${/^[A-Za-z]/.test(unused[0]) ? ' ' : ''}${unused.join('、')}，已忽略。` : '');
    renderOperation();
  } catch (e) {
    ui.importMsg.dataset.kind = 'error';
    ui.importMsg.textContent = e instanceof EnvStringError ? `导入失败：${e.message}` : `导入失败：${String(e)}`;
  }
}

async function copyCurl(): Promise<void> {
  if (!lastRequest) {
    ui.copyMsg.textContent = '请先填写「Janus 地址」。';
    return;
  }
  try {
    await navigator.clipboard.writeText(curlCommand(lastRequest, false, currentShell()));
    ui.copyMsg.textContent = '已复制完整命令（含注册码）。';
  } catch {
    ui.copyMsg.textContent = '浏览器不允许复制：请勾选「显示注册码」，再选中上方命令按 Ctrl+C。';
  }
}

function init(): void {
  const groups = new Map<string, HTMLOptGroupElement>();
  for (const op of spec.operations) {
    let group = groups.get(op.tag);
    if (!group) {
      group = element('optgroup', {label: op.tag});
      groups.set(op.tag, group);
      ui.operation.append(group);
    }
    group.append(element('option', {value: op.id}, `${op.summary} · ${op.method} ${op.path}`));
  }
  ui.operation.addEventListener('change', renderOperation);
  ui.address.addEventListener('input', refresh);
  ui.token.addEventListener('input', refresh);
  ui.device.addEventListener('change', deviceChanged);
  ui.showToken.addEventListener('change', () => {
    ui.token.type = ui.showToken.checked ? 'text' : 'password';
    refresh();
  });
  ui.importButton.addEventListener('click', importEnv);
  ui.importInput.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') importEnv();
  });
  restoreShell();
  for (const input of ui.shells) input.addEventListener('change', shellChanged);
  ui.copy.addEventListener('click', () => void copyCurl());
  ui.form.addEventListener('submit', (e) => {
    e.preventDefault();
    void submit();
  });
  renderOperation();
}

init();
