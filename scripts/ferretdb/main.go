// Command ferretdb runs FerretDB v1 on its PostgreSQL backend through its embeddable package, built with
// the patches in patches/ (see build.sh and docs/decisions/0077).
//
// Why not `go install .../cmd/ferretdb@v1.24.2`: the module proxy refuses the module's version list
// (so go install fails its deprecation check), and a binary built from cmd/ferretdb outside FerretDB's
// own git checkout panics at start because build/version/version.txt is not in the module archive.
// Built from this wrapper module, the main module is ours and FerretDB skips that check.
// The flags mirror the upstream command's names for the ones we use.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

// version names this build: scripts/install-infra.sh rebuilds a binary that prints another one.
const version = "ferretdb v1.24.2+talentbridge.3 (embedded, postgresql; patches: close-each-update-query, compare-and-set-updates, gin-indexes)"

func main() {
	listenAddr := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on")
	postgresqlURL := flag.String("postgresql-url", "postgres://127.0.0.1:5432/ferretdb", "PostgreSQL connection string (pgx), e.g. with ?pool_max_conns=N")
	logLevel := flag.String("log-level", "warn", "log level: debug, info, warn or error")
	printVersion := flag.Bool("version", false, "print the FerretDB version and exit")
	// Accepted so that command lines written for the upstream binary keep working.
	handler := flag.String("handler", "postgresql", "storage backend; only postgresql is supported (the SQLite one loses concurrent updates)")
	flag.String("telemetry", "disable", "ignored: this build sends no telemetry")
	flag.String("debug-addr", "", "ignored: this build has no debug listener")
	flag.Parse()

	if *printVersion {
		fmt.Println(version)
		return
	}

	if *handler != "postgresql" {
		fmt.Fprintln(os.Stderr, "ferretdb: only --handler=postgresql is supported")
		os.Exit(2)
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fmt.Fprintln(os.Stderr, "invalid --log-level:", err)
		os.Exit(2)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:      ferretdb.ListenerConfig{TCP: *listenAddr},
		Logger:        logger,
		Handler:       "postgresql",
		PostgreSQLURL: *postgresqlURL,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb:", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if err := db.Run(ctx); err != nil && ctx.Err() == nil {
		fmt.Fprintln(os.Stderr, "ferretdb:", err)
		os.Exit(1)
	}
}
