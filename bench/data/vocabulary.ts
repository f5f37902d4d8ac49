import type { Language } from '@recipes/contracts';

/**
 * Words the generated recipes are made of, per language. Each recipe draws a style, a main
 * ingredient and a dish, then ordinary ingredients (so search has very common words such as
 * 'garlic', 'knoblauch', 'toi') and, for about one recipe in a hundred, a rare one (so search
 * also has words only a handful of recipes contain).
 */
export interface LanguageVocabulary {
  styles: readonly string[];
  mains: readonly string[];
  dishes: readonly string[];
  /** Everyday ingredients; the first ones are drawn most often. */
  pantry: readonly string[];
  units: readonly string[];
  /** Sentence openers for descriptions and steps; `%` is replaced by an ingredient. */
  descriptions: readonly string[];
  steps: readonly string[];
  name(style: string, main: string, dish: string): string;
}

export const vocabulary: Record<Language, LanguageVocabulary> = {
  en: {
    styles: ['Smoky', 'Spicy', 'Creamy', 'Crispy', 'Rustic', 'Golden', 'Quick', 'Herby', 'Tangy', 'Sticky', 'Roasted'],
    mains: ['Chicken', 'Beef', 'Pork', 'Salmon', 'Prawn', 'Tofu', 'Lentil', 'Mushroom', 'Lamb', 'Chickpea', 'Potato'],
    dishes: ['Stew', 'Curry', 'Soup', 'Salad', 'Pie', 'Skewers', 'Stir-Fry', 'Bake', 'Noodles', 'Tacos', 'Risotto'],
    pantry: [
      'garlic', 'onion', 'olive oil', 'salt', 'black pepper', 'butter', 'tomatoes', 'carrots', 'lemon', 'parsley',
      'ginger', 'chilli', 'cumin', 'paprika', 'cream', 'flour', 'eggs', 'rice', 'spinach', 'honey', 'thyme',
      'soy sauce', 'coriander', 'cheddar', 'bay leaves', 'stock', 'spring onions', 'sugar', 'vinegar', 'basil',
    ],
    units: ['1 tbsp', '2 tbsp', '1 tsp', '200 g', '500 g', '1', '2', '3 cloves', '250 ml', 'a handful of'],
    descriptions: [
      'A weeknight favourite built around %.',
      'Comforting, generous and full of %.',
      'The kind of dish that makes % shine.',
      'Bright, simple and ready with a little %.',
    ],
    steps: [
      'Warm the pan and soften the % for a few minutes.',
      'Stir in the % and season well.',
      'Simmer gently until the % is tender.',
      'Taste, adjust the seasoning and finish with %.',
      'Roast until golden, turning the % halfway.',
      'Serve hot with extra % on the side.',
    ],
    name: (style, main, dish) => `${style} ${main} ${dish}`,
  },
  de: {
    styles: ['Würziger', 'Cremiger', 'Knuspriger', 'Schneller', 'Deftiger', 'Feiner', 'Herzhafter', 'Rustikaler'],
    mains: ['Hähnchen', 'Rind', 'Schwein', 'Lachs', 'Garnelen', 'Tofu', 'Linsen', 'Pilz', 'Lamm', 'Kichererbsen'],
    dishes: ['Eintopf', 'Auflauf', 'Salat', 'Braten', 'Kuchen', 'Spieß', 'Gulasch', 'Strudel', 'Topf', 'Teller'],
    pantry: [
      'Knoblauch', 'Zwiebel', 'Olivenöl', 'Salz', 'schwarzer Pfeffer', 'Butter', 'Tomaten', 'Karotten', 'Zitrone',
      'Petersilie', 'Ingwer', 'Kümmel', 'Paprikapulver', 'Sahne', 'Mehl', 'Eier', 'Reis', 'Spinat', 'Honig',
      'Thymian', 'Senf', 'Schnittlauch', 'Majoran', 'Brühe', 'Lorbeerblätter', 'Zucker', 'Essig', 'Kartoffeln',
    ],
    units: ['1 EL', '2 EL', '1 TL', '200 g', '500 g', '1', '2', '3 Zehen', '250 ml', 'eine Handvoll'],
    descriptions: [
      'Ein Alltagsgericht rund um %.',
      'Wärmend, großzügig und voller %.',
      'So kommt % richtig zur Geltung.',
      'Frisch, einfach und schnell fertig mit etwas %.',
    ],
    steps: [
      'Die Pfanne erhitzen und % einige Minuten andünsten.',
      '% einrühren und gut würzen.',
      'Sanft köcheln lassen, bis % weich ist.',
      'Abschmecken und mit % vollenden.',
      'Goldbraun rösten, % nach der Hälfte wenden.',
      'Heiß servieren, mit extra % dazu.',
    ],
    name: (style, main, dish) => `${style} ${main}-${dish}`,
  },
  vi: {
    styles: ['cay', 'chua ngọt', 'nướng', 'kho', 'xào', 'hấp', 'chiên giòn', 'om', 'rim'],
    mains: ['gà', 'bò', 'heo', 'cá hồi', 'tôm', 'đậu phụ', 'nấm', 'vịt', 'mực', 'cá basa'],
    dishes: ['Canh', 'Cơm', 'Bún', 'Phở', 'Gỏi', 'Lẩu', 'Bánh', 'Miến', 'Cháo', 'Xôi'],
    pantry: [
      'tỏi', 'hành tím', 'nước mắm', 'muối', 'tiêu', 'đường', 'dầu ăn', 'hành lá', 'ớt', 'gừng', 'sả', 'chanh',
      'rau mùi', 'cà chua', 'nước dừa', 'hạt nêm', 'rau thơm', 'giá đỗ', 'me', 'nghệ', 'tương ớt', 'dầu hào',
    ],
    units: ['1 muỗng canh', '2 muỗng canh', '1 muỗng cà phê', '200 g', '500 g', '1', '2', '3 tép', '250 ml'],
    descriptions: [
      'Món ăn quen thuộc với %.',
      'Đậm đà, ấm áp và thơm mùi %.',
      'Cách làm đơn giản để % thêm ngon.',
      'Nhanh gọn cho bữa tối, chỉ cần thêm %.',
    ],
    steps: [
      'Phi thơm % trong chảo nóng.',
      'Cho % vào, nêm nếm vừa ăn.',
      'Đun nhỏ lửa đến khi % chín mềm.',
      'Nếm lại và thêm % cho vừa.',
      'Nướng vàng đều, trở mặt % giữa chừng.',
      'Dọn ra dùng nóng với %.',
    ],
    name: (style, main, dish) => `${dish} ${main} ${style}`,
  },
};

/** Ingredients few recipes use: a search for one of them finds a handful of recipes. */
export const rareIngredients = [
  'sumac', 'asafoetida', 'yuzu', 'galangal', 'fenugreek', 'nigella', 'amchur', 'verjuice', 'kombu', 'bonito',
  'sorrel', 'lovage', 'epazote', 'annatto', 'mahleb', 'grains of paradise', 'kokum', 'sansho', 'shiso',
  'pandan', 'tamarillo', 'salsify', 'kohlrabi', 'romanesco', 'celeriac', 'burdock', 'yacon', 'oca', 'mace',
  'borage', 'hyssop', 'angelica', 'chervil', 'savory', 'tarragon vinegar', 'black garlic', 'ras el hanout',
  'dukkah', 'za atar', 'berbere', 'harissa', 'gochugaru', 'doenjang', 'furikake', 'katsuobushi', 'kecap manis',
  'belacan', 'calamansi', 'jicama', 'chayote', 'huitlacoche', 'nopales', 'piloncillo', 'tomatillo', 'achiote',
] as const;

/** The words `npm run bench` searches for: one in a large share of recipes, one in very few. */
export const searchWords = { common: 'garlic', rare: 'sumac' } as const;
