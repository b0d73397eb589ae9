// Command ferretdb runs FerretDB v1 (SQLite backend) through its embeddable package.
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

func main() {
	listenAddr := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on")
	sqliteURL := flag.String("sqlite-url", "file:data/", "SQLite URI (a directory) for the data")
	logLevel := flag.String("log-level", "warn", "log level: debug, info, warn or error")
	version := flag.Bool("version", false, "print the FerretDB version and exit")
	// Accepted so that command lines written for the upstream binary keep working.
	handler := flag.String("handler", "sqlite", "storage backend; only sqlite is built in")
	flag.String("telemetry", "disable", "ignored: this build sends no telemetry")
	flag.String("debug-addr", "", "ignored: this build has no debug listener")
	flag.Parse()

	if *version {
		fmt.Println("ferretdb v1.24.2 (embedded, sqlite)")
		return
	}

	if *handler != "sqlite" {
		fmt.Fprintln(os.Stderr, "ferretdb: only --handler=sqlite is built in")
		os.Exit(2)
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fmt.Fprintln(os.Stderr, "invalid --log-level:", err)
		os.Exit(2)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listenAddr},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: *sqliteURL,
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
