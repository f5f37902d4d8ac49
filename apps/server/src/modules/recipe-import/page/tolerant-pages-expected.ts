import { origin, type Expected } from './saved-pages-expected.ts';

const img = (name: string) => `${origin}/images/${name}`;

/**
 * Pages written the ways real sites bend schema.org (issue 41): a stub Recipe in front of the full
 * one, types as IRIs and lists, @graph nested inside other things, slips in the JSON, two JSON
 * objects in one script, and microdata whose ingredients sit in nested markup and nested items.
 */
export const tolerantPages: Record<string, Expected> = {
  'en-jsonld-graph-stub-sunday-roast-chicken.html': {
    source: 'json-ld',
    draft: {
      name: 'Sunday Roast Chicken',
      shortDescription: 'A golden chicken roasted on a bed of lemons and garlic.',
      prepTime: 20,
      cookTime: 90,
      recipeYield: '6 servings',
    },
    ingredients: 4,
    firstIngredient: '1 whole chicken (about 2 kg)',
    steps: [
      'Prepare:\nHeat the oven to 200 °C.',
      'Rub the chicken with oil and salt.',
      'Roast:\nRoast on the lemons and garlic for 1 1/2 hours.',
      'Rest for 15 minutes before carving.',
    ],
    images: [img('roast-chicken.jpg')],
  },
  'de-jsonld-nested-graph-gulasch.html': {
    source: 'json-ld',
    draft: {
      name: 'Rindergulasch wie bei Oma',
      shortDescription: "Omas Gulasch 'mit viel Zwiebeln' – schmort von allein.",
      prepTime: 30,
      cookTime: 150,
      recipeYield: '6',
    },
    ingredients: 4,
    steps: [
      'Zwiebeln in Streifen schneiden und goldbraun anbraten.',
      'Fleisch zugeben und kräftig anbraten.',
      'Mit Paprika bestäuben, mit Brühe ablöschen und 2 1/2 Stunden schmoren.',
    ],
    images: [img('gulasch-1.jpg'), img('gulasch-2.jpg')],
  },
  'vi-jsonld-two-objects-thit-kho.html': {
    source: 'json-ld',
    draft: { name: 'Thịt kho trứng', prepTime: 15, cookTime: 90, recipeYield: '4 người' },
    ingredients: 4,
    steps: [
      'Luộc trứng, bóc vỏ.',
      'Ướp thịt với nước mắm 15 phút.',
      'Kho thịt với nước dừa và trứng trong 1 giờ 30 phút.',
    ],
    images: [img('thit-kho.jpg')],
  },
  'nl-microdata-nested-stamppot.html': {
    source: 'microdata',
    draft: {
      name: 'Boerenkoolstamppot met rookworst',
      shortDescription: 'Romige stamppot met verse boerenkool, spekjes en een goede rookworst.',
      prepTime: 25,
      cookTime: 30,
      recipeYield: '4 personen',
      recipeIngredients: [
        '1 kg kruimige aardappelen',
        '500 g boerenkool, gesneden',
        '1 rookworst',
        '150 g spekblokjes',
        '100 ml warme melk',
        '2 el roomboter',
        '1 ui, gesnipperd',
        'snufje nootmuskaat',
        '# Voor de jus',
        '25 g bloem',
        '250 ml runderbouillon',
        '1 tl mosterd',
        '# Om te serveren',
        '2 augurken',
        'zilveruitjes',
        'peper en zout',
      ],
    },
    // 14 ingredient lines and the headings of the two groups.
    ingredients: 16,
    steps: [
      'Stamppot:\nKook de aardappelen in 20 minuten gaar.',
      'Stoof de boerenkool mee in de laatste 10 minuten.',
      'Stamp alles met melk en boter fijn.',
      'Jus:\nMaak een roux van boter en bloem en roer de bouillon en mosterd erdoor.',
    ],
    images: [img('stamppot.jpg')],
  },
};
