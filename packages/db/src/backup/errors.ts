/**
 * A backup or restore refused for a reason the operator can act on (no such file, not a backup, a
 * database that is not empty, a backup from a newer release): the command prints the message alone,
 * without a stack trace, and exits non-zero. Anything else is a bug or an outage and keeps its trace.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
