/**
 * The unique identifiers the office may not keep from an inquiry (PIPA art. 24 and 24-2, decision
 * 0041): resident and alien registration numbers, and passport numbers. Visitors type them into the
 * form anyway, so the API masks them before an inquiry is stored, and the form warns as they type.
 *
 * - A registration number (주민등록번호, 외국인등록번호: both `YYMMDD-GNNNNNN`, G from 1 to 8, the
 *   first half a real month and day) keeps its first six digits, the date of birth, and loses the
 *   other seven: `900101-*******`. A hyphen, dash, dot or space may stand between the halves, or
 *   nothing.
 * - A passport number is masked whole, each character by a `*`, so no letter tells its country:
 *   Korea's `M12345678` and `M123A4567` (M, S, R, G, D), and the shapes of the countries our
 *   visitors come from, one or two Latin letters, then seven or eight digits, then perhaps a letter
 *   (China E12345678 and EA1234567, Vietnam C1234567, Uzbekistan and Thailand AA1234567, the
 *   Philippines P1234567A).
 *
 * Digits and letters count in their fullwidth forms too (０, Ａ), which CJK input methods type.
 * The edges keep phone numbers, dates, amounts and e-mail addresses out: a registration number is
 * not part of a longer run of digits, a passport number is a word of its own and not the start of
 * an e-mail address.
 *
 * The patterns use only what Postgres's regular expressions read the same way (and no lookbehind,
 * which Safari before 16.4 cannot parse): migration 0013 masks the inquiries stored before with
 * the same patterns, and a test runs both over one list of cases. Zod-free and small, because
 * the contact page's first-visit script carries it; imported as `@office/contracts/identifiers`
 * in the browser, so that no other page's script does.
 */

/** ASCII ranges with their fullwidth forms: `0-9` → `0-9０-９`. */
const andFullwidth = (ranges: string) => ranges + ranges.replace(/[\w@]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const chars = (ranges: string) => `[${andFullwidth(ranges)}]`;
const otherThan = (ranges: string) => `[^${andFullwidth(ranges)}]`;

/**
 * The two patterns, made on first use: loading the module runs nothing, so a bundle that imports it
 * without calling it can leave it out, and the contact page builds them when the visitor first types.
 * Global, for `replace`; `search` ignores the flag and never moves `lastIndex`, so sharing them is safe.
 */
function makePatterns() {
  const digit = chars('0-9');
  /** 01–31, 01–30 or 01–29 (February; any year, as the century is not in the date). */
  const day = (thirties: string) =>
    `(?:${chars('0')}${chars('1-9')}|${chars('12')}${digit}${thirties && `|${chars('3')}${chars(thirties)}`})`;
  const monthAndDay =
    `(?:${chars('0')}${chars('13578')}|${chars('1')}${chars('02')})${day('01')}` +
    `|(?:${chars('0')}${chars('469')}|${chars('1')}${chars('1')})${day('0')}` +
    `|${chars('0')}${chars('2')}${day('')}`;
  /** Between the halves: nothing, or a space, a hyphen or dash (the Japanese IME's ー too) or a dot, with a space either side. */
  const halves = '[ \u00a0\u3000]?[-.\u2010-\u2015\u2212\u30fc\uff0d\uff0e]?[ \u00a0\u3000]?';
  const letter = chars('A-Za-z');
  return {
    /** 1: what precedes it, 2: the date of birth, 3: what stands between the halves. */
    registrationNumbers: new RegExp(
      `(^|${otherThan('0-9')})(${digit}{2}(?:${monthAndDay}))(${halves})${chars('1-8')}${digit}{6}(?!${digit})`,
      'g',
    ),
    /** 1: what precedes it, 2: the passport number. */
    passportNumbers: new RegExp(
      `(^|${otherThan('0-9A-Za-z')})` +
        `(${letter}{1,2}${digit}{7,8}${letter}?|${chars('DGMRSdgmrs')}${digit}{3}${letter}${digit}{4})` +
        `(?!${chars('0-9A-Za-z@')})`,
      'g',
    ),
  };
}
let made: ReturnType<typeof makePatterns> | undefined;
const patterns = () => (made ??= makePatterns());

/** The text with every registration number cut to its date of birth and every passport number starred out. */
export const maskIdentifiers = (text: string): string =>
  text
    .replace(patterns().registrationNumbers, '$1$2$3*******')
    .replace(patterns().passportNumbers, (_match, before: string, passport: string) => before + '*'.repeat(passport.length));

/** Whether `maskIdentifiers` would change the text: the form's cue to warn the visitor. */
export const containsIdentifier = (text: string): boolean =>
  text.search(patterns().registrationNumbers) >= 0 || text.search(patterns().passportNumbers) >= 0;
