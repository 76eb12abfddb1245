/** A module's default function as minified script text (the `inline-script` plugin, vite.config.ts). */
declare module '*?inline-script' {
  const source: string;
  export default source;
}
