/// The database's schema, one migration per version: version N is what the first N migrations make, and the
/// file's `PRAGMA user_version` says which it has. A migration never changes once released; the next is appended.
enum Schema {
    static let migrations = [
        // 1: the first release: folders in folders, wikis in folders (or at the top level when folder_id is null),
        // private by default. title_key is the title in lower case, for "already used in this folder".
        """
        CREATE TABLE folders (
            id INTEGER PRIMARY KEY,
            title TEXT NOT NULL,
            title_key TEXT NOT NULL,
            parent_id INTEGER REFERENCES folders (id) ON DELETE CASCADE,
            created_at REAL NOT NULL
        );
        CREATE TABLE wikis (
            id INTEGER PRIMARY KEY,
            title TEXT NOT NULL,
            title_key TEXT NOT NULL,
            body TEXT NOT NULL DEFAULT '',
            folder_id INTEGER REFERENCES folders (id) ON DELETE CASCADE,
            private INTEGER NOT NULL DEFAULT 1,
            created_at REAL NOT NULL
        );
        CREATE INDEX folders_by_parent ON folders (parent_id, title_key);
        CREATE INDEX wikis_by_folder ON wikis (folder_id, title_key);
        """,
        // 2: bookmarks, templates and when each row last changed (until now: when it was made).
        """
        ALTER TABLE wikis ADD COLUMN bookmarked INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE wikis ADD COLUMN template INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE wikis ADD COLUMN updated_at REAL NOT NULL DEFAULT 0;
        UPDATE wikis SET updated_at = created_at;
        ALTER TABLE folders ADD COLUMN updated_at REAL NOT NULL DEFAULT 0;
        UPDATE folders SET updated_at = created_at;
        """,
    ]

    /// Applies the migrations after `version`, each in its own transaction with the version it makes; one another
    /// process applied first is skipped.
    static func migrate(_ connection: SQLiteConnection, from version: Int) throws {
        for (index, migration) in migrations.enumerated() where index >= version {
            try connection.transaction {
                guard try connection.integer("PRAGMA user_version") == index else { return }
                try connection.execute(migration + "\nPRAGMA user_version = \(index + 1);")
            }
        }
    }
}
