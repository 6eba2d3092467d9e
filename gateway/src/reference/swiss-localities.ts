/**
 * The localities of the Swiss postcode extract (./swiss-postcodes.ts reads them): one postcode a line,
 * `postcode|locality;locality|canton`.
 */
export const LOCALITIES = `
1000|Lausanne|VD
1003|Lausanne|VD
1004|Lausanne|VD
1005|Lausanne|VD
1006|Lausanne|VD
1007|Lausanne|VD
1008|Prilly;Jouxtens-Mézery|VD
1009|Pully|VD
1010|Lausanne|VD
1012|Lausanne|VD
1018|Lausanne|VD
1020|Renens VD|VD
1023|Crissier|VD
1024|Ecublens VD|VD
1025|St-Sulpice VD|VD
1030|Bussigny|VD
1052|Le Mont-sur-Lausanne|VD
1066|Epalinges|VD
1095|Lutry|VD
1096|Cully|VD
1110|Morges|VD
1196|Gland|VD
1197|Prangins|VD
1200|Genève|GE
1201|Genève|GE
1202|Genève|GE
1203|Genève|GE
1204|Genève|GE
1205|Genève|GE
1206|Genève|GE
1207|Genève|GE
1208|Genève|GE
1209|Genève|GE
1212|Grand-Lancy|GE
1213|Onex;Petit-Lancy|GE
1214|Vernier|GE
1216|Cointrin|GE
1217|Meyrin|GE
1218|Le Grand-Saconnex|GE
1219|Aïre;Châtelaine;Le Lignon|GE
1220|Les Avanchets|GE
1222|Vésenaz|GE
1223|Cologny|GE
1224|Chêne-Bougeries|GE
1225|Chêne-Bourg|GE
1226|Thônex|GE
1227|Carouge GE;Les Acacias|GE
1228|Plan-les-Ouates|GE
1231|Conches|GE
1232|Confignon|GE
1233|Bernex|GE
1234|Vessy|GE
1241|Puplinge|GE
1242|Satigny|GE
1245|Collonge-Bellerive|GE
1246|Corsier GE|GE
1247|Anières|GE
1248|Hermance|GE
1252|Meinier|GE
1253|Vandoeuvres|GE
1255|Veyrier|GE
1256|Troinex|GE
1258|Perly|GE
1260|Nyon|VD
1270|Trélex|VD
1290|Versoix|GE
1400|Yverdon-les-Bains|VD
1450|Sainte-Croix|VD
1510|Moudon|VD
1530|Payerne|VD
1580|Avenches|VD
1630|Bulle|FR
1700|Fribourg|FR
1762|Givisiez|FR
1763|Granges-Paccot|FR
1800|Vevey|VD
1814|La Tour-de-Peilz|VD
1815|Clarens|VD
1820|Montreux|VD
1844|Villeneuve VD|VD
1860|Aigle|VD
1870|Monthey|VS
1890|St-Maurice|VS
1920|Martigny|VS
1936|Verbier|VS
1950|Sion|VS
1964|Conthey|VS
2000|Neuchâtel|NE
2016|Cortaillod|NE
2017|Boudry|NE
2034|Peseux|NE
2068|Hauterive NE|NE
2072|St-Blaise|NE
2300|La Chaux-de-Fonds|NE
2400|Le Locle|NE
2500|Biel/Bienne|BE
2502|Biel/Bienne|BE
2503|Biel/Bienne|BE
2504|Biel/Bienne|BE
2540|Grenchen|SO
2560|Nidau|BE
2610|St-Imier|BE
2710|Tavannes|BE
2740|Moutier|BE
2800|Delémont|JU
2900|Porrentruy|JU
3004|Bern|BE
3005|Bern|BE
3006|Bern|BE
3007|Bern|BE
3008|Bern|BE
3010|Bern|BE
3011|Bern|BE
3012|Bern|BE
3013|Bern|BE
3014|Bern|BE
3015|Bern|BE
3018|Bern|BE
3027|Bern|BE
3032|Hinterkappelen|BE
3052|Zollikofen|BE
3063|Ittigen|BE
3072|Ostermundigen|BE
3073|Gümligen|BE
3074|Muri b. Bern|BE
3084|Wabern|BE
3097|Liebefeld|BE
3098|Köniz|BE
3110|Münsingen|BE
3123|Belp|BE
3175|Flamatt|FR
3184|Wünnewil|FR
3210|Kerzers|FR
3250|Lyss|BE
3270|Aarberg|BE
3280|Murten|FR
3400|Burgdorf|BE
3600|Thun|BE
3604|Thun|BE
3608|Thun|BE
3612|Steffisburg|BE
3700|Spiez|BE
3714|Frutigen|BE
3770|Zweisimmen|BE
3780|Gstaad|BE
3800|Interlaken;Matten b. Interlaken;Unterseen|BE
3818|Grindelwald|BE
3822|Lauterbrunnen|BE
3860|Meiringen|BE
3900|Brig|VS
3920|Zermatt|VS
3930|Visp|VS
3960|Sierre|VS
3963|Crans-Montana|VS
4001|Basel|BS
4051|Basel|BS
4052|Basel|BS
4053|Basel|BS
4054|Basel|BS
4055|Basel|BS
4056|Basel|BS
4057|Basel|BS
4058|Basel|BS
4102|Binningen|BL
4103|Bottmingen|BL
4104|Oberwil BL|BL
4123|Allschwil|BL
4125|Riehen|BS
4132|Muttenz|BL
4133|Pratteln|BL
4142|Münchenstein|BL
4153|Reinach BL|BL
4310|Rheinfelden|AG
4313|Möhlin|AG
4410|Liestal|BL
4450|Sissach|BL
4500|Solothurn|SO
4600|Olten|SO
4663|Aarburg|AG
4800|Zofingen|AG
4900|Langenthal|BE
5000|Aarau|AG
5004|Aarau|AG
5070|Frick|AG
5200|Brugg AG|AG
5400|Baden|AG
5430|Wettingen|AG
5600|Lenzburg|AG
5610|Wohlen AG|AG
5620|Bremgarten AG|AG
5630|Muri AG|AG
6003|Luzern|LU
6004|Luzern|LU
6005|Luzern|LU
6006|Luzern|LU
6010|Kriens|LU
6020|Emmenbrücke|LU
6030|Ebikon|LU
6048|Horw|LU
6060|Sarnen|OW
6210|Sursee|LU
6280|Hochdorf|LU
6300|Zug|ZG
6312|Steinhausen|ZG
6314|Unterägeri|ZG
6315|Oberägeri|ZG
6318|Walchwil|ZG
6330|Cham|ZG
6340|Baar|ZG
6343|Rotkreuz|ZG
6370|Stans|NW
6390|Engelberg|OW
6410|Goldau|SZ
6430|Schwyz|SZ
6440|Brunnen|SZ
6460|Altdorf UR|UR
6490|Andermatt|UR
6500|Bellinzona|TI
6512|Giubiasco|TI
6600|Locarno;Muralto;Solduno|TI
6612|Ascona|TI
6616|Losone|TI
6648|Minusio|TI
6710|Biasca|TI
6780|Airolo|TI
6807|Taverne|TI
6814|Lamone|TI
6815|Melide|TI
6816|Bissone|TI
6830|Chiasso|TI
6850|Mendrisio|TI
6900|Lugano;Massagno;Paradiso|TI
6932|Breganzona|TI
6952|Canobbio|TI
6962|Viganello|TI
6963|Pregassona|TI
6976|Castagnola|TI
7000|Chur|GR
7050|Arosa|GR
7078|Lenzerheide/Lai|GR
7130|Ilanz|GR
7250|Klosters|GR
7260|Davos Dorf|GR
7270|Davos Platz|GR
7310|Bad Ragaz|SG
7320|Sargans|SG
7500|St. Moritz|GR
7503|Samedan|GR
7504|Pontresina|GR
7550|Scuol|GR
8001|Zürich|ZH
8002|Zürich|ZH
8003|Zürich|ZH
8004|Zürich|ZH
8005|Zürich|ZH
8006|Zürich|ZH
8008|Zürich|ZH
8032|Zürich|ZH
8037|Zürich|ZH
8038|Zürich|ZH
8041|Zürich|ZH
8044|Zürich|ZH
8045|Zürich|ZH
8046|Zürich|ZH
8047|Zürich|ZH
8048|Zürich|ZH
8049|Zürich|ZH
8050|Zürich|ZH
8051|Zürich|ZH
8052|Zürich|ZH
8053|Zürich|ZH
8055|Zürich|ZH
8057|Zürich|ZH
8064|Zürich|ZH
8102|Oberengstringen|ZH
8103|Unterengstringen|ZH
8104|Weiningen ZH|ZH
8105|Regensdorf|ZH
8134|Adliswil|ZH
8135|Langnau am Albis|ZH
8142|Uitikon Waldegg|ZH
8143|Stallikon|ZH
8152|Glattbrugg|ZH
8153|Rümlang|ZH
8180|Bülach|ZH
8200|Schaffhausen|SH
8212|Neuhausen am Rheinfall|SH
8280|Kreuzlingen|TG
8302|Kloten|ZH
8303|Bassersdorf|ZH
8304|Wallisellen|ZH
8305|Dietlikon|ZH
8306|Brüttisellen|ZH
8307|Effretikon|ZH
8309|Nürensdorf|ZH
8400|Winterthur|ZH
8404|Winterthur|ZH
8405|Winterthur|ZH
8406|Winterthur|ZH
8408|Winterthur|ZH
8409|Winterthur|ZH
8411|Winterthur|ZH
8500|Frauenfeld|TG
8570|Weinfelden|TG
8580|Amriswil|TG
8590|Romanshorn|TG
8600|Dübendorf|ZH
8610|Uster|ZH
8620|Wetzikon ZH|ZH
8630|Rüti ZH|ZH
8640|Rapperswil SG|SG
8645|Jona|SG
8700|Küsnacht ZH|ZH
8702|Zollikon|ZH
8703|Erlenbach ZH|ZH
8704|Herrliberg|ZH
8706|Meilen|ZH
8708|Männedorf|ZH
8712|Stäfa|ZH
8750|Glarus|GL
8800|Thalwil|ZH
8802|Kilchberg ZH|ZH
8803|Rüschlikon|ZH
8804|Au ZH|ZH
8805|Richterswil|ZH
8808|Pfäffikon SZ|SZ
8810|Horgen|ZH
8820|Wädenswil|ZH
8840|Einsiedeln|SZ
8853|Lachen SZ|SZ
8880|Walenstadt|SG
8887|Mels|SG
8902|Urdorf|ZH
8903|Birmensdorf ZH|ZH
8904|Aesch ZH|ZH
8952|Schlieren|ZH
8953|Dietikon|ZH
8954|Geroldswil|ZH
8955|Oetwil an der Limmat|ZH
9000|St. Gallen|SG
9008|St. Gallen|SG
9010|St. Gallen|SG
9014|St. Gallen|SG
9016|St. Gallen|SG
9050|Appenzell|AI
9100|Herisau|AR
9200|Gossau SG|SG
9400|Rorschach|SG
9430|St. Margrethen SG|SG
9450|Altstätten SG|SG
9470|Buchs SG|SG
9500|Wil SG|SG
9630|Wattwil|SG
`;
