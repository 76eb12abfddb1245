export { BackupError } from './errors.js';
export { type BackupHeader, type BackupHeaderTable, backupFormat, backupFormatVersion } from './format.js';
export { appliedMigration, currentMigration, knownMigrations, type MigrationMark, migrationsUpTo } from './migrations.js';
export { restoreBackup, type RestoreOptions, type RestoreSummary } from './restore.js';
export { allTables, type BackupTable, backedUpTables, tablesFilledByMigrations, tablesLeftOut } from './tables.js';
export { type BackupFileSummary, type BackupOptions, type BackupSummary, writeBackup, writeBackupFile } from './write.js';
