// The two functions the engine uses from json-logic-js (it ships no types; @types/json-logic-js
// types every operator's arguments, which costs type-check time for nothing the engine needs).
declare module 'json-logic-js' {
  const jsonLogic: {
    apply: (rule: unknown, data?: unknown) => unknown;
    truthy: (value: unknown) => boolean;
  };
  export default jsonLogic;
}
