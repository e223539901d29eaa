"use client";

// The last resort when the root layout itself fails: no translations are available
// here, so it shows both languages.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="ru">
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100vh", margin: 0 }}>
        <main style={{ textAlign: "center", padding: 24 }}>
          <p style={{ fontSize: 48, fontWeight: 700, color: "#dc2626", margin: 0 }}>500</p>
          <h1>Что-то пошло не так · Something went wrong</h1>
          <button type="button" onClick={reset} style={{ padding: "8px 16px" }}>Попробовать снова · Try again</button>
        </main>
      </body>
    </html>
  );
}
