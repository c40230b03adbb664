/**
 * What the console knows of the Janus HTTP API: the operations and the meaning of each business code, compiled at
 * build time (./spec.ts) from static/openapi/janus-openapi.yaml and canon/codes.yaml and embedded in the page as JSON.
 */

/** Where a parameter goes: the query string, an urlencoded form body, or a multipart/form-data body. */
export type FieldLocation = 'query' | 'form' | 'multipart';

/** How the form asks for a value. `json` is a JSON text sent as one field; `file` a file of a multipart body. */
export type FieldKind = 'string' | 'integer' | 'boolean' | 'enum' | 'json' | 'file';

export interface Field {
  name: string;
  location: FieldLocation;
  kind: FieldKind;
  required: boolean;
  description: string;
  /** The example the OpenAPI document gives, shown as the input's placeholder. */
  example?: string;
  default?: string;
  /** The allowed values of an enum. */
  values?: string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface Operation {
  /** The OpenAPI operationId, e.g. listDevices. */
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  tag: string;
  fields: Field[];
  /** The business codes the operation may return (x-codes). */
  codes: number[];
  /** A success returns the file itself, not the JSON envelope. */
  returnsFile: boolean;
}

export interface CodeMeaning {
  code: number;
  /** The message Janus returns with the code. */
  meaning: string;
  cause: string;
  action: string;
}

export interface ConsoleSpec {
  title: string;
  /** The API version the document describes, e.g. 3.6.0. */
  apiVersion: string;
  operations: Operation[];
  codes: CodeMeaning[];
}
