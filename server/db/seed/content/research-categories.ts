/** The fields a researcher files a study under. */
export const researchCategoryList = [
  { titleAr: 'الحياة الفطرية', titleEn: 'Wildlife' },
  { titleAr: 'الغطاء النباتي', titleEn: 'Vegetation' },
  { titleAr: 'المياه والتربة', titleEn: 'Water and soil' },
  { titleAr: 'المناخ والتصحر', titleEn: 'Climate and desertification' },
  { titleAr: 'السياحة البيئية والمجتمع المحلي', titleEn: 'Ecotourism and local communities' },
];
