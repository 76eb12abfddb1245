/**
 * A reader of the repository's Dockerfile, enough for the release tests to run its final stage
 * without Docker: instructions with their line continuations joined and comments dropped, split
 * into stages; exec-form arguments (JSON arrays) and `KEY=value` pairs parsed as Docker does.
 * What it does not know (a heredoc, an unknown instruction) is an error, never skipped.
 */
export interface Instruction {
  /** Upper-case: FROM, RUN, COPY … */
  keyword: string;
  /** The rest of the instruction, continuations joined. */
  text: string;
  line: number;
}

export interface Stage {
  from: string;
  /** `FROM … AS name`. */
  name?: string;
  instructions: Instruction[];
}

const known = new Set([
  'FROM',
  'RUN',
  'CMD',
  'LABEL',
  'EXPOSE',
  'ENV',
  'ADD',
  'COPY',
  'ENTRYPOINT',
  'VOLUME',
  'USER',
  'WORKDIR',
  'ARG',
  'ONBUILD',
  'STOPSIGNAL',
  'HEALTHCHECK',
  'SHELL',
]);

export function parseDockerfile(source: string): Stage[] {
  const instructions: Instruction[] = [];
  let pending: { text: string; line: number } | undefined;
  source.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    // Comments (and parser directives) are whole lines; inside a continuation too.
    if (/^\s*#/.test(line)) return;
    if (!pending && line.trim() === '') return;
    const continued = line.endsWith('\\');
    const part = continued ? line.slice(0, -1) : line;
    pending = pending ? { text: `${pending.text} ${part.trim()}`, line: pending.line } : { text: part.trim(), line: index + 1 };
    if (continued) return;
    const match = /^(\S+)\s*(.*)$/s.exec(pending.text)!;
    const keyword = match[1]!.toUpperCase();
    if (!known.has(keyword)) throw new Error(`Dockerfile line ${pending.line}: unknown instruction ${match[1]}`);
    if (/<<-?\w/.test(match[2]!)) throw new Error(`Dockerfile line ${pending.line}: heredocs are not supported by this reader`);
    instructions.push({ keyword, text: match[2]!, line: pending.line });
    pending = undefined;
  });
  if (pending) throw new Error('Dockerfile ends inside a line continuation');

  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [from, as, name] = instruction.text.split(/\s+/);
      stages.push({ from: from!, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG') throw new Error(`Dockerfile line ${instruction.line}: ${instruction.keyword} before FROM`);
    } else stages.at(-1)!.instructions.push(instruction);
  }
  return stages;
}

/** An exec-form argument list (`["node", "server.js"]`); the shell form is refused: it would need /bin/sh and loses signals. */
export function execForm(text: string, what: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${what} is not in exec form (a JSON array): ${text}`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((word) => typeof word === 'string'))
    throw new Error(`${what} is not a JSON array of strings: ${text}`);
  return parsed as string[];
}

/** `KEY=value KEY2="value two"` (ENV, LABEL); `$NAME` and `${NAME}` are replaced from `variables`. */
export function keyValues(text: string, variables: Record<string, string> = {}): Record<string, string> {
  const result: Record<string, string> = {};
  const pattern = /([\w.-]+)=("(?:[^"\\]|\\.)*"|\S*)\s*/gy;
  let rest = text.trim();
  if (!rest.includes('=')) {
    // The old form, `ENV KEY value`.
    const [key, ...value] = rest.split(/\s+/);
    return { [key!]: substitute(value.join(' '), variables) };
  }
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    const raw = match[2]!;
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    result[match[1]!] = substitute(value, { ...variables, ...result });
    if (pattern.lastIndex === rest.length) return result;
  }
  rest = rest.slice(pattern.lastIndex);
  throw new Error(`cannot read "${rest}" as KEY=value pairs`);
}

const substitute = (value: string, variables: Record<string, string>) =>
  value.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced: string | undefined, bare: string | undefined) => variables[(braced ?? bare)!] ?? '');

/** A HEALTHCHECK's options (`--interval=10s` …) and its command in exec form. */
export function healthcheck(text: string): { options: Record<string, string>; command: string[] } {
  const options: Record<string, string> = {};
  let rest = text.trim();
  for (let match = /^--([\w-]+)=(\S+)\s+/.exec(rest); match; match = /^--([\w-]+)=(\S+)\s+/.exec(rest)) {
    options[match[1]!] = match[2]!;
    rest = rest.slice(match[0].length);
  }
  if (!rest.startsWith('CMD ')) throw new Error(`HEALTHCHECK without CMD: ${text}`);
  return { options, command: execForm(rest.slice(4).trim(), 'HEALTHCHECK CMD') };
}

/** Docker's durations: `10s`, `1m30s`, `500ms`. */
export function durationMs(text: string): number {
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  let total = 0;
  const rest = text.replace(/(\d+(?:\.\d+)?)(ms|s|m|h)/g, (_, amount: string, unit: string) => {
    total += Number(amount) * units[unit]!;
    return '';
  });
  if (rest !== '' || text === '') throw new Error(`not a duration: ${text}`);
  return total;
}
