import type { Gender } from "../../../src/contract/content";

/** Real German stems with their Persian, from which the generators build real-looking words. */

export interface NounStem {
  /** the noun alone */
  de: string;
  /** its form at the start of a compound (Straßen-, Schul-, Geschäfts-) */
  head: string;
  fa: string;
  gender: Gender;
  plural: string | null;
}

const noun = (de: string, head: string, fa: string, gender: Gender, plural: string | null): NounStem => ({
  de,
  head,
  fa,
  gender,
  plural,
});

export const NOUNS: readonly NounStem[] = [
  noun("Straße", "Straßen", "خیابان", "feminine", "Straßen"),
  noun("Bahn", "Bahn", "قطار", "feminine", "Bahnen"),
  noun("Hof", "Hof", "حیاط", "masculine", "Höfe"),
  noun("Haus", "Haus", "خانه", "neuter", "Häuser"),
  noun("Tür", "Tür", "در", "feminine", "Türen"),
  noun("Mädchen", "Mädchen", "دختر", "neuter", "Mädchen"),
  noun("Buch", "Bücher", "کتاب", "neuter", "Bücher"),
  noun("Küche", "Küchen", "آشپزخانه", "feminine", "Küchen"),
  noun("Schlüssel", "Schlüssel", "کلید", "masculine", "Schlüssel"),
  noun("Bäcker", "Bäcker", "نانوا", "masculine", "Bäcker"),
  noun("Brot", "Brot", "نان", "neuter", "Brote"),
  noun("Käse", "Käse", "پنیر", "masculine", "Käse"),
  noun("Mann", "Männer", "مرد", "masculine", "Männer"),
  noun("Stadt", "Stadt", "شهر", "feminine", "Städte"),
  noun("Zug", "Zug", "قطار", "masculine", "Züge"),
  noun("Fahrt", "Fahrt", "سفر", "feminine", "Fahrten"),
  noun("Karte", "Karten", "کارت", "feminine", "Karten"),
  noun("Schule", "Schul", "مدرسه", "feminine", "Schulen"),
  noun("Tasche", "Taschen", "کیف", "feminine", "Taschen"),
  noun("Uhr", "Uhr", "ساعت", "feminine", "Uhren"),
  noun("Zimmer", "Zimmer", "اتاق", "neuter", "Zimmer"),
  noun("Garten", "Garten", "باغ", "masculine", "Gärten"),
  noun("Wasser", "Wasser", "آب", "neuter", "Wasser"),
  noun("Flasche", "Flaschen", "بطری", "feminine", "Flaschen"),
  noun("Glas", "Glas", "لیوان", "neuter", "Gläser"),
  noun("Stuhl", "Stuhl", "صندلی", "masculine", "Stühle"),
  noun("Tisch", "Tisch", "میز", "masculine", "Tische"),
  noun("Fenster", "Fenster", "پنجره", "neuter", "Fenster"),
  noun("Arzt", "Arzt", "پزشک", "masculine", "Ärzte"),
  noun("Haltestelle", "Haltestellen", "ایستگاه", "feminine", "Haltestellen"),
  noun("Geschäft", "Geschäfts", "مغازه", "neuter", "Geschäfte"),
  noun("Markt", "Markt", "بازار", "masculine", "Märkte"),
  noun("Geld", "Geld", "پول", "neuter", "Gelder"),
  noun("Brief", "Brief", "نامه", "masculine", "Briefe"),
  noun("Kind", "Kinder", "کودک", "neuter", "Kinder"),
  noun("Spiel", "Spiel", "بازی", "neuter", "Spiele"),
  noun("Platz", "Platz", "میدان", "masculine", "Plätze"),
  noun("Wohnung", "Wohnungs", "آپارتمان", "feminine", "Wohnungen"),
  noun("Miete", "Miet", "اجاره", "feminine", "Mieten"),
  noun("Kaffee", "Kaffee", "قهوه", "masculine", "Kaffees"),
  noun("Tee", "Tee", "چای", "masculine", "Tees"),
  noun("Milch", "Milch", "شیر", "feminine", null),
  noun("Zahn", "Zahn", "دندان", "masculine", "Zähne"),
  noun("Bürste", "Bürsten", "برس", "feminine", "Bürsten"),
  noun("Übung", "Übungs", "تمرین", "feminine", "Übungen"),
  noun("Prüfung", "Prüfungs", "امتحان", "feminine", "Prüfungen"),
  noun("Frühstück", "Frühstücks", "صبحانه", "neuter", "Frühstücke"),
  noun("Flughafen", "Flughafen", "فرودگاه", "masculine", "Flughäfen"),
  noun("Kühlschrank", "Kühlschrank", "یخچال", "masculine", "Kühlschränke"),
  noun("Mütze", "Mützen", "کلاه", "feminine", "Mützen"),
  noun("Schuh", "Schuh", "کفش", "masculine", "Schuhe"),
  noun("Tochter", "Tochter", "دختر", "feminine", "Töchter"),
  noun("Größe", "Größen", "اندازه", "feminine", "Größen"),
  noun("Stück", "Stück", "تکه", "neuter", "Stücke"),
  noun("Bibliothek", "Bibliotheks", "کتابخانه", "feminine", "Bibliotheken"),
  noun("Kirche", "Kirchen", "کلیسا", "feminine", "Kirchen"),
  noun("Löffel", "Löffel", "قاشق", "masculine", "Löffel"),
  noun("Gemüse", "Gemüse", "سبزیجات", "neuter", null),
  noun("Straßenbahn", "Straßenbahn", "تراموا", "feminine", "Straßenbahnen"),
];

export interface PlainStem {
  de: string;
  fa: string;
}

export const VERBS: readonly PlainStem[] = [
  { de: "fahren", fa: "رانندگی کردن" },
  { de: "gehen", fa: "رفتن" },
  { de: "lesen", fa: "خواندن" },
  { de: "schreiben", fa: "نوشتن" },
  { de: "öffnen", fa: "باز کردن" },
  { de: "schließen", fa: "بستن" },
  { de: "kaufen", fa: "خریدن" },
  { de: "trinken", fa: "نوشیدن" },
  { de: "essen", fa: "خوردن" },
  { de: "wählen", fa: "انتخاب کردن" },
  { de: "zählen", fa: "شمردن" },
  { de: "hören", fa: "شنیدن" },
  { de: "fühlen", fa: "احساس کردن" },
  { de: "prüfen", fa: "بررسی کردن" },
  { de: "üben", fa: "تمرین کردن" },
  { de: "spielen", fa: "بازی کردن" },
  { de: "stellen", fa: "گذاشتن" },
  { de: "räumen", fa: "جمع کردن" },
];

export const VERB_PREFIXES: readonly string[] = [
  "",
  "ab",
  "an",
  "auf",
  "aus",
  "ein",
  "mit",
  "vor",
  "zu",
  "über",
  "zurück",
];

export const ADJECTIVES: readonly PlainStem[] = [
  { de: "schön", fa: "زیبا" },
  { de: "groß", fa: "بزرگ" },
  { de: "klein", fa: "کوچک" },
  { de: "müde", fa: "خسته" },
  { de: "glücklich", fa: "خوشحال" },
  { de: "schnell", fa: "سریع" },
  { de: "langsam", fa: "آهسته" },
  { de: "früh", fa: "زود" },
  { de: "spät", fa: "دیر" },
  { de: "süß", fa: "شیرین" },
  { de: "schwer", fa: "سنگین" },
  { de: "leicht", fa: "سبک" },
  { de: "warm", fa: "گرم" },
  { de: "kalt", fa: "سرد" },
  { de: "gemütlich", fa: "دنج" },
  { de: "hübsch", fa: "قشنگ" },
  { de: "grün", fa: "سبز" },
  { de: "weiß", fa: "سفید" },
  { de: "günstig", fa: "ارزان" },
  { de: "teuer", fa: "گران" },
];

/** Notes a learner might leave on a saved word (Persian, with a ZWNJ or two, and German hints). */
export const NOTES: readonly string[] = [
  "برای امتحان هفته‌ی بعد مرور کنم",
  "با حرف اضافه‌ی mit می‌آید",
  "تلفظش را دوباره گوش بدهم",
  "جمعش بی‌قاعده است",
  "Achtung: Artikel merken!",
  "در کلاس معلم این را گفت",
  "مثل انگلیسی نیست",
];
