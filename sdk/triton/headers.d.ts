/** A C header imported by a page as its text (sdk/triton/plugin.ts). */
declare module '*.h' {
  const text: string;
  export default text;
}
