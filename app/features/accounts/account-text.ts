import type { ActionResult } from "~/lib/form";

/** The texts of /konto (ADR 0025), in one place so the tests assert the same words. */
export const ACCOUNT_TEXT = {
  title: "Min konto",
  nameTitle: "Navn",
  nameHint: "Vises kun for dig, øverst på siden, når du er logget ind.",
  staffNameHint: "Dit navn er din byline og ændres under Min profil i redaktionen.",
  nameSavedTitle: "Navnet er gemt",
  nameSaved: "Dit navn er ændret.",
  nameFailedTitle: "Navnet blev ikke gemt",
  nameRequired: "Skriv dit navn",
  nameTooLong: "Navnet må højst være 80 tegn",
  nameInvalid: "Navnet må ikke indeholde styretegn",
  staffName: "Navn og billede ændres under Min profil",
  emailTitle: "E-mail",
  emailHint: "Skriv den nye adresse. Vi sender et link til den, og adressen skiftes, når du klikker på det.",
  emailUnverified: "Adressen er ikke bekræftet endnu.",
  passwordTitle: "Adgangskode",
  passwordSetHint:
    "Du logger ind med links på mail. Vil du også kunne logge ind med adgangskode, kan du vælge en her.",
  passwordChangeHint: "Når du skifter adgangskode, bliver du logget ud på dine andre enheder.",
  sessionsTitle: "Hvor du er logget ind",
  sessionsHint: "Log ud overalt afslutter alle sessioner, også denne.",
  thisSession: "Denne enhed",
  signOutEverywhere: "Log ud overalt",
  signOutEverywhereConfirm: "Du bliver logget ud på alle enheder, også denne.",
  signOut: "Log ud",
  clubsTitle: "Klubber du følger",
  clubsNone: "Du følger ingen klubber endnu. Tryk på 'Følg' på en klubs side.",
  clubsMine: "Se deres nyheder og kampe under Mine klubber",
  clubsAll: "Find klubber at følge",
  clubsUnfollow: "Følg ikke længere",
  newslettersTitle: "Nyhedsbreve",
  newslettersNone: "Du får ingen nyhedsbreve på denne adresse.",
  newslettersLink: "Tilmeld eller afmeld nyhedsbreve",
  dataTitle: "Dine data",
  dataHint:
    "Hent alt, hvad vi har gemt om din konto, som en JSON-fil: konto, sessioner, login-metoder, nyhedsbreve, fulgte klubber og enheder, der får push-beskeder.",
  dataDownload: "Download mine data",
  deleteTitle: "Slet min konto",
  deleteHint:
    "Sletter din konto, dine sessioner, dine login-links, de enheder, der får push-beskeder via kontoen, og dine nyhedsbrevstilmeldinger på denne adresse. Det kan ikke fortrydes. Beskeder, du har sendt via kontaktformularen, er ikke en del af kontoen: skriv til os, hvis de også skal slettes.",
  deleteConfirmTitle: "Slet din konto?",
  deleteConfirm: "Din konto og alt, hvad der er gemt om den, slettes med det samme. Det kan ikke fortrydes.",
  deleteButton: "Slet min konto",
  deleteConfirmButton: "Slet kontoen",
  deletedTitle: "Din konto er slettet",
  deleted: "Vi har slettet din konto og alt, hvad der var gemt om den.",
  deleteFailedTitle: "Kontoen blev ikke slettet",
  staffCannotDelete:
    "Redaktionens konti kan ikke slettes her. Bed en administrator om at fjerne din rolle under Brugere; derefter kan du slette kontoen.",
  notFound: "Kontoen findes ikke længere.",
  unknownIntent: "Ukendt handling",
} as const;

export type AccountIntent = "name" | "email" | "password" | "signout-everywhere" | "delete";

/** What the /konto action answers (the forms read `intent` to know whose answer it is). */
export type AccountActionResult = ActionResult<AccountIntent, { title: string }, { title?: string }>;
