import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  render,
  Section,
  Text,
} from "@react-email/components";

/**
 * A newsletter issue as mail (issue 24): React Email for the HTML (tables and inline styles that
 * mail clients understand) and its plain-text part. Rendered once per issue; the links that name
 * the recipient are placeholders replaced per mail (`personalize`), so 100,000 recipients cost
 * 100,000 string replacements, not renders. No tracking pixel: there is no consent for one.
 */
export const UNSUBSCRIBE_PLACEHOLDER = "FORSIDEN_AFMELD_URL";
export const PREFERENCES_PLACEHOLDER = "FORSIDEN_INDSTILLINGER_URL";

export interface NewsletterMailArticle {
  title: string;
  excerpt: string;
  url: string;
  imageUrl: string | null;
  imageAlt: string | null;
}

export interface NewsletterMailContent {
  siteName: string;
  siteUrl: string;
  listName: string;
  /** "Torsdag 26. november 2026" */
  dateLabel: string;
  lead: NewsletterMailArticle | null;
  articles: NewsletterMailArticle[];
}

const brand = "#c8102e";
const text = "#1a1a1a";
const muted = "#555555";

const styles = {
  body: {
    backgroundColor: "#f4f4f4",
    fontFamily: "Helvetica, Arial, sans-serif",
    margin: 0,
    padding: "24px 0",
  },
  page: { backgroundColor: "#ffffff", maxWidth: "600px", margin: "0 auto", padding: "24px" },
  masthead: { color: brand, fontSize: "28px", fontWeight: 800, margin: "0 0 4px" },
  listName: { color: muted, fontSize: "14px", margin: "0 0 16px" },
  leadTitle: { color: text, fontSize: "24px", lineHeight: "30px", margin: "12px 0 8px" },
  title: { color: text, fontSize: "18px", lineHeight: "24px", margin: "0 0 4px" },
  excerpt: { color: muted, fontSize: "15px", lineHeight: "22px", margin: "0 0 16px" },
  link: { color: text, textDecoration: "none" },
  footer: { color: muted, fontSize: "12px", lineHeight: "18px" },
  footerLink: { color: muted, textDecoration: "underline" },
} as const;

function NewsletterMail({ content }: { content: NewsletterMailContent }) {
  const { lead, articles } = content;
  const preview = lead?.title ?? articles[0]?.title ?? content.listName;
  return (
    <Html lang="da">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.page}>
          <Link href={content.siteUrl} style={styles.link}>
            <Heading as="h1" style={styles.masthead}>
              {content.siteName}
            </Heading>
          </Link>
          <Text style={styles.listName}>
            {content.listName} · {content.dateLabel}
          </Text>
          {lead ? (
            <Section>
              {lead.imageUrl ? (
                <Img
                  src={lead.imageUrl}
                  alt={lead.imageAlt ?? ""}
                  width="552"
                  style={{ width: "100%", height: "auto" }}
                />
              ) : null}
              <Heading as="h2" style={styles.leadTitle}>
                <Link href={lead.url} style={styles.link}>
                  {lead.title}
                </Link>
              </Heading>
              <Text style={styles.excerpt}>{lead.excerpt}</Text>
            </Section>
          ) : null}
          {articles.map((article) => (
            <Section key={article.url}>
              <Heading as="h3" style={styles.title}>
                <Link href={article.url} style={styles.link}>
                  {article.title}
                </Link>
              </Heading>
              <Text style={styles.excerpt}>{article.excerpt}</Text>
            </Section>
          ))}
          <Hr />
          <Text style={styles.footer}>
            Du får denne mail, fordi du har tilmeldt dig {content.listName} fra {content.siteName}.{" "}
            <Link href={UNSUBSCRIBE_PLACEHOLDER} style={styles.footerLink}>
              Afmeld
            </Link>{" "}
            ·{" "}
            <Link href={PREFERENCES_PLACEHOLDER} style={styles.footerLink}>
              Skift dine nyhedsbreve
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

function plainText(content: NewsletterMailContent): string {
  const lines = [`${content.siteName}: ${content.listName}, ${content.dateLabel}`, ""];
  for (const article of [content.lead, ...content.articles]) {
    if (!article) continue;
    lines.push(article.title, article.excerpt, article.url, "");
  }
  lines.push(
    "--",
    `Du får denne mail, fordi du har tilmeldt dig ${content.listName} fra ${content.siteName}.`,
    `Afmeld: ${UNSUBSCRIBE_PLACEHOLDER}`,
    `Skift dine nyhedsbreve: ${PREFERENCES_PLACEHOLDER}`,
  );
  return lines.join("\n");
}

export async function renderNewsletterMail(
  content: NewsletterMailContent,
): Promise<{ html: string; text: string }> {
  const html = await render(<NewsletterMail content={content} />);
  return { html, text: plainText(content) };
}

/** One recipient's copy: the placeholders become their signed links (in HTML with & escaped). */
export function personalize(
  body: string,
  links: { unsubscribeUrl: string; preferencesUrl: string },
  format: "html" | "text",
): string {
  const encode = (url: string) => (format === "html" ? url.replaceAll("&", "&amp;") : url);
  return body
    .replaceAll(UNSUBSCRIBE_PLACEHOLDER, encode(links.unsubscribeUrl))
    .replaceAll(PREFERENCES_PLACEHOLDER, encode(links.preferencesUrl));
}
