/** A moment as staff read it: the date and minute in Korea time, whatever the browser's zone (the office's clock). */
export const koreaDateTime = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' });
