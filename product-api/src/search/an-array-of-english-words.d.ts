// The package ships its word list as index.json, without types.
declare module 'an-array-of-english-words' {
  const words: string[];
  export default words;
}
