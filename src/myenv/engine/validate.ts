/**
 * What a reader types into「我的环境」, checked against the placeholder's format. What is wrong comes back as a code
 * (ui/messages.ts words it), what is right comes back normalised the way the pages write it.
 */
import type {Format} from './placeholders';

export type ValueIssue =
  | 'empty'
  | 'hasScheme'
  | 'hasPort'
  | 'hasPath'
  | 'octetRange'
  | 'hostChars'
  | 'hostLength'
  | 'tokenLength'
  | 'tokenChars'
  | 'uuidShape'
  | 'appIdShape';

export type Checked = {ok: true; value: string} | {ok: false; issue: ValueIssue; length?: number};

const HOST_LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

function checkHost(input: string): Checked {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(input)) return {ok: false, issue: 'hasScheme'};
  if (/[/?#]/.test(input)) return {ok: false, issue: 'hasPath'};
  if (input.includes(':')) return {ok: false, issue: 'hasPort'};
  if (/^[0-9.]+$/.test(input)) {
    const parts = input.split('.');
    if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p))) return {ok: false, issue: 'hostChars'};
    if (parts.some((p) => Number(p) > 255)) return {ok: false, issue: 'octetRange'};
    return {ok: true, value: parts.map(Number).join('.')};
  }
  if (input.length > 253) return {ok: false, issue: 'hostLength'};
  if (!input.split('.').every((label) => HOST_LABEL.test(label))) return {ok: false, issue: 'hostChars'};
  return {ok: true, value: input.toLowerCase()};
}

/** Checks one value: surrounding spaces are dropped, case is made the canon's. */
export function checkValue(format: Format, raw: string): Checked {
  const input = raw.trim();
  if (input === '') return {ok: false, issue: 'empty'};
  switch (format) {
    case 'host':
      return checkHost(input);
    case 'janusToken': {
      const token = input.toLowerCase();
      if (!/^[0-9a-f]*$/.test(token)) return {ok: false, issue: 'tokenChars'};
      if (token.length !== 32) return {ok: false, issue: 'tokenLength', length: token.length};
      return {ok: true, value: token};
    }
    case 'uuid': {
      const uuid = input.toUpperCase();
      return /^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/.test(uuid) ? {ok: true, value: uuid} : {ok: false, issue: 'uuidShape'};
    }
    case 'appId': {
      const appId = input.toLowerCase();
      return /^nep[0-9a-f]{8}$/.test(appId) ? {ok: true, value: appId} : {ok: false, issue: 'appIdShape'};
    }
  }
}
