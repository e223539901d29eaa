import "server-only";
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";
import { publicDocument, type ContentDocument } from "@/content";
import type { Locale } from "@/i18n/config";
import { attachmentDisposition } from "@/lib/server/http/attachment";
import { PDF_FONT_FAMILY, preparePdfFonts } from "../consumer/render/pdf-fonts";

// The user guide as a downloadable PDF (A4), from the same content file as the /guide page.

interface GuideTexts {
  brand: string;
  title: string;
  footer: string;
}

const MESSAGES = { ru, en } as const;

function guideTexts(locale: Locale): GuideTexts {
  const guide = createTranslator({ locale, messages: MESSAGES[locale], namespace: "guide" });
  const brand = createTranslator({ locale, messages: MESSAGES[locale], namespace: "brand" });
  return { brand: brand("platform"), title: guide("title"), footer: guide("pdfFooter") };
}

const INK = "#0f172a";
const MUTED = "#64748b";
const BRAND = "#4f46e5";
const LINE = "#e2e8f0";

const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, fontSize: 10.5, lineHeight: 1.45, color: INK, paddingTop: 44, paddingBottom: 72, paddingHorizontal: 52 },
  brand: { fontSize: 10, fontWeight: 700, color: BRAND, letterSpacing: 0.6, textTransform: "uppercase" },
  title: { fontSize: 22, fontWeight: 700, marginTop: 6, lineHeight: 1.2 },
  intro: { fontSize: 11.5, color: MUTED, marginTop: 8, marginBottom: 6 },
  heading: { fontSize: 13, fontWeight: 700, marginTop: 14, marginBottom: 4, lineHeight: 1.3 },
  paragraph: { marginBottom: 6 },
  item: { flexDirection: "row", marginBottom: 3 },
  bullet: { width: 14, color: BRAND },
  itemText: { flexGrow: 1, flexShrink: 1 },
  footer: { position: "absolute", left: 52, right: 52, bottom: 26, borderTopWidth: 1, borderTopColor: LINE, paddingTop: 6 },
  footerText: { fontSize: 8, color: MUTED, lineHeight: 1.35 },
});

function GuideDocument({ texts, guide, locale }: { texts: GuideTexts; guide: ContentDocument; locale: Locale }) {
  return (
    <Document title={texts.title} author={texts.brand} creator={texts.brand} producer={texts.brand} language={locale}>
      <Page size="A4" style={styles.page}>
        {/* First, so react-pdf repeats it on every page (see result-pdf.tsx). */}
        <View style={styles.footer} fixed>
          <Text style={styles.footerText}>{texts.footer}</Text>
        </View>
        <Text style={styles.brand}>{texts.brand}</Text>
        <Text style={styles.title}>{texts.title}</Text>
        {guide.intro ? <Text style={styles.intro}>{guide.intro}</Text> : null}
        {guide.sections.map((section) => [
          <Text key={`${section.heading}-h`} style={styles.heading} minPresenceAhead={40}>{section.heading}</Text>,
          ...section.paragraphs.map((paragraph) => <Text key={paragraph} style={styles.paragraph}>{paragraph}</Text>),
          ...(section.list ?? []).map((item) => (
            <View key={item} style={styles.item} wrap={false}>
              <Text style={styles.bullet}>•</Text>
              <Text style={styles.itemText}>{item}</Text>
            </View>
          )),
        ])}
      </Page>
    </Document>
  );
}

/** The guide's PDF bytes in `locale`. */
export async function renderGuidePdf(locale: Locale): Promise<Uint8Array> {
  await preparePdfFonts();
  const texts = guideTexts(locale);
  // The guide quotes no numbers; the formatted ones are for the FAQ.
  const guide = publicDocument("guide", locale, { referencePairs: "", referenceTeams: "" });
  const buffer = await renderToBuffer(<GuideDocument texts={texts} guide={guide} locale={locale} />);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** GET /guide/pdf: the guide as a download named in the reader's language. */
export async function guidePdfResponse(locale: Locale): Promise<Response> {
  const bytes = await renderGuidePdf(locale);
  const { brand, title } = guideTexts(locale);
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": attachmentDisposition(`${brand} ${title}`, "pdf", "accordo-guide"),
      "cache-control": "public, max-age=3600",
    },
  });
}
