// The two halves of en.json the build's english-split plugin serves (see english-split.ts).
declare module '*/en.json?core' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module '*/en.json?areas' {
  const strings: Record<string, unknown>;
  export default strings;
}
