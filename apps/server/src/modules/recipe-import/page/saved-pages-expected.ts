import { expect } from 'vitest';
import type { RecipeDraft } from '@recipes/contracts';
import type { RecipeSource } from './find-recipe.ts';

/** Where the saved pages are served from in saved-pages.test.ts (their `__ORIGIN__`). */
export const origin = 'https://cook.example';

/** What the importer must read from each saved page in fixtures/pages. */
export interface Expected {
  source: RecipeSource;
  draft: Partial<RecipeDraft>;
  ingredients: number;
  firstIngredient?: string;
  steps: string[] | number;
  images: string[];
  keywords?: string[];
  notes?: RegExp;
}

const img = (name: string) => `${origin}/images/${name}`;

export const expectedPages: Record<string, Expected> = {
  'en-wprm-yoast-chocolate-chip-cookies.html': {
    source: 'json-ld',
    draft: {
      name: 'Chewy Chocolate Chip Cookies',
      recipeCategory: 'desserts',
      recipeCuisine: 'american',
      prepTime: 15,
      cookTime: 10,
      recipeYield: '24 cookies',
      nutrition: expect.objectContaining({ calories: 189, carbohydrates: 26 }),
    },
    ingredients: 9,
    firstIngredient: '2 1/4 cups (281g) all-purpose flour',
    steps: 4,
    images: [
      img('cookies-1200x1800.jpg'),
      img('cookies-500x500.jpg'),
      img('cookies-500x375.jpg'),
      img('cookies-480x270.jpg'),
    ],
    keywords: ['chewy cookies', 'chocolate chip cookies', 'no chill cookies'],
    notes: /Original recipe by Sally Baker\nNutrition per serving: calories: 189 kcal, carbohydrate: 26 g/,
  },
  'en-tasty-recipes-banana-bread.html': {
    source: 'json-ld',
    draft: {
      name: 'Brown Butter Banana Bread',
      shortDescription:
        'Nutty brown butter and very ripe bananas make this the moistest banana bread you’ll ever bake.',
      recipeCategory: 'baking',
      prepTime: 10,
      cookTime: 60,
      recipeYield: '1 loaf',
    },
    ingredients: 8,
    steps: [
      'Brown the butter: Melt the butter in a small pan over medium heat and cook until golden and nutty, about 5 minutes.',
      'Mix: Stir the bananas, sugar, eggs and vanilla into the butter. Add the flour, soda and salt and stir just until combined.',
      'Bake: Pour into a greased loaf pan and bake at 350°F for 55–60 minutes.',
    ],
    images: [img('banana-bread-225x225.jpg'), img('banana-bread-260x195.jpg'), img('banana-bread-320x180.jpg')],
    keywords: ['banana bread', 'brown butter', 'quick bread'],
  },
  'en-mediavine-create-chili.html': {
    source: 'json-ld',
    draft: {
      name: 'Weeknight Beef Chili',
      recipeCategory: 'main-dishes',
      recipeCuisine: 'american',
      prepTime: null,
      cookTime: 150,
      recipeYield: '8',
    },
    ingredients: 8,
    steps: [
      'Brown the meat:\nHeat a large Dutch oven over medium-high heat. Add the beef and cook, breaking it up, until browned.',
      'Add the onion and garlic and cook 5 minutes more.',
      'Simmer:\nStir in the beans, tomatoes, chili powder and cumin.',
      'Cover and simmer on low for 2 hours, stirring now and then. Season with salt and pepper.',
    ],
    images: [img('chili-720x720.jpg'), img('chili-720x540.jpg'), img('chili-720x405.jpg'), img('chili-735x1103.jpg')],
  },
  'en-rankmath-graph-pad-thai.html': {
    source: 'json-ld',
    draft: {
      name: 'Easy Shrimp Pad Thai',
      recipeCategory: 'main-dishes',
      recipeCuisine: 'thai',
      prepTime: 15,
      cookTime: 15,
      recipeYield: '4 servings',
    },
    ingredients: 9,
    steps: 4,
    images: [img('pad-thai-hero.jpg')],
    notes: /Original recipe by Wok & Kin/,
  },
  'en-microdata-legacy-pot-roast.html': {
    source: 'microdata',
    draft: {
      name: "Grandma's Sunday Pot Roast",
      recipeCategory: 'main-dishes',
      prepTime: 20,
      cookTime: 210,
      recipeYield: '6 to 8',
    },
    ingredients: 6,
    firstIngredient: '1 (3 to 4 lb) beef chuck roast',
    steps: [
      'Heat the oven to 300°F. Season the roast well with salt and pepper.',
      'Brown the roast on all sides in the oil in a heavy Dutch oven.',
      'Add the vegetables and broth, cover, and roast for 3 1/2 hours until fork-tender.',
    ],
    images: [img('pot-roast.jpg')],
    notes: /Original recipe by Margaret Olsen/,
  },
  'en-rdfa-lentil-soup.html': {
    source: 'rdfa',
    draft: {
      name: 'Red Lentil Soup with Lemon',
      recipeCategory: 'soups',
      recipeCuisine: 'middle-eastern',
      prepTime: 10,
      cookTime: 30,
      recipeYield: '4 bowls',
    },
    ingredients: 6,
    steps: 3,
    images: [img('lentil-soup.jpg')],
    notes: /Original recipe by Ayla Demir/,
  },
  'en-jsonld-type-array-overnight-pancakes.html': {
    source: 'json-ld',
    draft: {
      name: 'Overnight Sourdough Pancakes',
      recipeCategory: 'breakfast',
      prepTime: 1450,
      cookTime: 20,
      recipeYield: '4',
    },
    ingredients: 6,
    steps: [
      'The night before, mix starter, flour, milk and sugar. Cover and leave at room temperature.',
      'In the morning, beat in the eggs and baking soda.',
      'Cook ladlefuls on a hot buttered griddle until bubbles form, then flip.',
    ],
    images: [img('pancakes.jpg')],
    notes: /Original recipe by Tom Reed, Ana Ruiz/,
  },
  'en-entities-shepherds-pie.html': {
    source: 'json-ld',
    draft: {
      name: 'Shepherd’s Pie',
      shortDescription: "Lamb & vegetables under a crispy mash – Mum's recipe.",
      recipeCategory: 'main-dishes',
      recipeCuisine: null,
      recipeYield: '6 portions',
    },
    ingredients: 8,
    firstIngredient: '500 g lamb mince',
    steps: [
      'Brown the lamb in a large pan, then add onion & carrots and cook for 10 minutes.',
      'Stir in the tomato purée, stock and thyme; simmer for 20 minutes.',
      'Boil and mash the potatoes with the butter. Spread over the lamb and bake at 200°C for 25 minutes.',
    ],
    images: [img('shepherds-pie.jpg')],
    keywords: ["shepherd's pie", 'lamb', 'comfort food', 'British'],
  },
  'en-repairable-jsonld-tomato-salad.html': {
    source: 'json-ld',
    draft: {
      name: 'Heirloom Tomato Salad',
      shortDescription: 'Ripe tomatoes, flaky salt and good olive oil.',
      recipeCategory: 'salads',
      cookTime: 10,
    },
    ingredients: 4,
    steps: 2,
    images: [img('tomato-salad.jpg')],
  },
  'en-yoast-howto-sections-lasagna.html': {
    source: 'json-ld',
    draft: {
      name: 'Classic Lasagna Bolognese',
      recipeCategory: 'main-dishes',
      recipeCuisine: 'italian',
      prepTime: 45,
      cookTime: 195,
      recipeYield: '8 servings',
      videos: ['https://videos.example-cdn.test/lasagna.mp4'],
    },
    ingredients: 12,
    firstIngredient: 'For the ragù:',
    steps: [
      'Make the ragù:\nSoften the vegetables in olive oil for 10 minutes.',
      'Add the meat and brown it, then add passata and simmer very gently for 2 1/2 hours.',
      'Make the béchamel:\nMelt the butter, stir in the flour, then whisk in the milk and cook until thick.',
      'Assemble and bake:\nLayer ragù, pasta, béchamel and cheese four times.',
      'Bake at 180°C for 45 minutes and rest 15 minutes before cutting.',
    ],
    images: [img('lasagna-1x1.jpg'), img('lasagna-4x3.jpg'), img('lasagna-16x9.jpg')],
    keywords: ['lasagna', 'bolognese', 'ragu', 'Pasta'],
  },
  'de-portal-kaesespaetzle.html': {
    source: 'json-ld',
    draft: {
      name: 'Allgäuer Kässpatzen',
      shortDescription: 'Allgäuer Kässpatzen mit Bergkäse und Röstzwiebeln - Rezept mit Bild. Über 300 Bewertungen.',
      recipeCategory: 'main-dishes',
      recipeCuisine: 'german',
      prepTime: 30,
      cookTime: 20,
      recipeYield: '4 Portionen',
    },
    ingredients: 8,
    firstIngredient: '400 g Mehl',
    steps: 4,
    images: [img('kaesespaetzle.jpg')],
  },
  'de-wprm-yoast-zwetschgenkuchen.html': {
    source: 'json-ld',
    draft: {
      name: 'Zwetschgenkuchen vom Blech mit Streuseln',
      recipeCategory: 'baking',
      recipeCuisine: 'german',
      prepTime: 40,
      cookTime: 35,
      recipeYield: '1 Blech (20 Stücke)',
    },
    ingredients: 11,
    steps: [
      'Für den Hefeteig:\nHefe in der Milch auflösen, mit Mehl, Zucker, Butter und Ei zu einem glatten Teig kneten.',
      'Zugedeckt an einem warmen Ort 1 Stunde gehen lassen.',
      'Für den Belag:\nZwetschgen waschen, entsteinen und dachziegelartig auf den ausgerollten Teig legen.',
      'Mehl, Zucker, Butter und Zimt zu Streuseln verkneten und darüber verteilen.',
      'Bei 180 °C Ober-/Unterhitze ca. 35 Minuten backen.',
    ],
    images: [img('zwetschgenkuchen-1200x1200.jpg'), img('zwetschgenkuchen-1200x900.jpg')],
  },
  'de-microdata-howtostep-rinderrouladen.html': {
    source: 'microdata',
    draft: {
      name: 'Rinderrouladen nach Hausfrauenart',
      recipeCategory: 'main-dishes',
      recipeCuisine: 'german',
      prepTime: 30,
      cookTime: 105,
      recipeYield: '4',
    },
    ingredients: 6,
    steps: [
      'Rouladen flach klopfen, mit Senf bestreichen, mit Speck, Gurke und Zwiebel belegen und aufrollen.',
      'Von allen Seiten scharf anbraten und mit dem Fond ablöschen.',
      'Zugedeckt 1 ¾ Stunden schmoren, dann die Soße abschmecken.',
    ],
    images: [img('rouladen.jpg')],
    notes: /Original recipe by Hans Krüger/,
  },
  'de-tasty-apfelstrudel.html': {
    source: 'json-ld',
    draft: {
      name: 'Wiener Apfelstrudel',
      recipeCategory: 'desserts',
      recipeCuisine: 'austrian',
      prepTime: 50,
      cookTime: 40,
      recipeYield: '8 Stück',
    },
    ingredients: 10,
    steps: 4,
    images: [img('strudel-225x225.jpg'), img('strudel-320x180.jpg')],
  },
  'de-rdfa-prefixed-kartoffelsuppe.html': {
    source: 'rdfa',
    draft: {
      name: 'Kartoffelsuppe mit Würstchen',
      recipeCategory: 'soups',
      prepTime: 20,
      cookTime: 35,
      recipeYield: '6',
    },
    ingredients: 5,
    steps: [
      'Kartoffeln und Suppengrün schälen, würfeln und in der Brühe 25 Minuten weich kochen.',
      'Die Hälfte grob zerstampfen, Majoran zugeben.',
      'Würstchen in Scheiben schneiden und 5 Minuten in der Suppe ziehen lassen.',
    ],
    images: [`${origin}/images/kartoffelsuppe.jpg`],
  },
  'de-latin1-sauerbraten.html': {
    source: 'json-ld',
    draft: {
      name: 'Rheinischer Sauerbraten',
      recipeCategory: 'main-dishes',
      recipeCuisine: 'german',
      prepTime: 4350,
      cookTime: 150,
      recipeYield: '6 Portionen',
    },
    ingredients: 7,
    firstIngredient: '1,5 kg Rinderschulter',
    steps: 3,
    images: [img('sauerbraten.jpg')],
  },
  'vi-jsonld-sections-pho-bo.html': {
    source: 'json-ld',
    draft: {
      name: 'Phở bò Hà Nội',
      recipeCategory: 'main-dishes',
      recipeCuisine: 'vietnamese',
      prepTime: 45,
      cookTime: 360,
      recipeYield: '6 phần',
    },
    ingredients: 9,
    steps: [
      'Nấu nước dùng:\nChần xương bò qua nước sôi 5 phút rồi rửa sạch.',
      'Nướng hành tây và gừng cho thơm, rang quế hồi.',
      'Cho xương, hành, gừng và gia vị vào nồi nước, ninh lửa nhỏ trong 6 giờ, thường xuyên hớt bọt.',
      'Hoàn thiện:\nThái thịt bò thật mỏng, trụng bánh phở.',
      'Xếp bánh phở và thịt vào bát, chan nước dùng thật sôi, rắc hành lá và rau mùi.',
    ],
    images: [img('pho-bo-1.jpg'), img('pho-bo-2.jpg')],
    keywords: ['phở bò', 'phở Hà Nội', 'món nước'],
  },
  'vi-wprm-graph-goi-cuon.html': {
    source: 'json-ld',
    draft: {
      name: 'Gỏi cuốn tôm thịt',
      recipeCategory: 'appetizers',
      recipeCuisine: 'vietnamese',
      prepTime: 30,
      cookTime: 20,
      recipeYield: '4 người',
    },
    ingredients: 7,
    steps: 4,
    images: [img('goi-cuon-1200x1200.jpg'), img('goi-cuon-1200x900.jpg'), img('goi-cuon-1200x675.jpg')],
  },
  'vi-microdata-banh-xeo.html': {
    source: 'microdata',
    draft: {
      name: 'Bánh xèo miền Tây',
      recipeCategory: 'snacks',
      recipeCuisine: 'vietnamese',
      prepTime: 40,
      cookTime: 30,
      recipeYield: '5 người',
    },
    ingredients: 6,
    steps: [
      'Bước 1: Trộn bột gạo, bột nghệ, nước cốt dừa và hành lá, để bột nghỉ 30 phút.',
      'Bước 2: Xào sơ tôm và thịt.',
      'Bước 3: Tráng bột vào chảo thật nóng, cho nhân và giá, đậy nắp 2 phút rồi gập đôi.',
    ],
    images: [img('banh-xeo.jpg')],
  },
  'vi-mediavine-ca-kho-to.html': {
    source: 'json-ld',
    draft: {
      name: 'Cá kho tộ',
      recipeCategory: 'main-dishes',
      recipeCuisine: null,
      prepTime: 15,
      cookTime: 45,
      recipeYield: '4',
    },
    ingredients: 7,
    steps: 3,
    images: [img('ca-kho-to-720x720.jpg'), img('ca-kho-to-720x540.jpg')],
    keywords: ['cá kho', 'món kho', 'cơm nhà', 'Ẩm thực Việt'],
  },
  'vi-jsonld-graph-che-ba-mau.html': {
    source: 'json-ld',
    draft: {
      name: 'Chè ba màu',
      recipeCategory: 'desserts',
      recipeCuisine: 'vietnamese',
      prepTime: 480,
      cookTime: 90,
      recipeYield: '6 ly',
    },
    ingredients: 6,
    steps: 4,
    images: [img('che-ba-mau.jpg')],
    keywords: ['Đồ uống'],
    notes: /Original recipe by Góc Bếp Ngọt/,
  },
};
