// Passwords people pick most often, written from the public breach-corpus top lists (SecLists,
// NCSC's "100k most common", NordPass yearly lists) plus the Spanish and Dominican words that
// show up in Latin-American leaks. Kept as plain data: `common-passwords.ts` combines the base
// words with the suffixes people add, which is how the top entries of those lists are formed.

/** Passwords taken as they are (digit runs, keyboard walks, mixed patterns). */
export const COMMON_PASSWORD_LITERALS = `
123456 12345678 123456789 1234567890 12345 1234567 123123 111111 000000 123321 654321 666666
121212 112233 696969 777777 555555 888888 999999 987654321 9876543210 11111111 00000000 12341234
123123123 1111111111 0000000000 147258369 159753 1234554321 123654 123654789 741852963 963852741
147852369 1122334455 1029384756 0987654321 1q2w3e4r 1q2w3e4r5t 1q2w3e 1qaz2wsx 1qazxsw2 zaq12wsx
zaq1zaq1 qwerty qwerty1 qwerty12 qwerty123 qwertyuiop qwerty1234 qwertyu qwert123 asdfghjkl
asdfgh asdf1234 asdfasdf zxcvbnm zxcvbn zxcvbnm1 qazwsx qazwsxedc qweasd qweasdzxc qweqwe
1qaz2wsx3edc q1w2e3r4 q1w2e3r4t5 a1b2c3d4 abc123 abcd1234 abc12345 abcdef abcdefg abcdefgh
aaaaaa aaaaaaaa abcabc a123456 a12345678 aa123456 123456a 12345678a 123456789a 1234qwer qwer1234
1234abcd password passw0rd p@ssw0rd p@ssword pa55word password1 password12 password123
password1234 password! passwd pass1234 pass123 passpass contraseña contrasena contraseña1
contraseña123 contrasena1 contrasena123 clave clave123 clave1234 miclave miclave123 mipassword
micontraseña micontrasena 12qwaszx iloveyou iloveyou1 iloveyou2 teamo teamo123 teamomucho
tequiero tequiero123 letmein letmein1 welcome welcome1 welcome123 admin admin123 admin1234
administrator administrador root toor master master123 login login123 guest invitado usuario
usuario1 usuario123 user1234 test1234 test123 testing prueba prueba123 demo1234 default changeme
secret secreto secreto123 access access14 trustno1 whatever nothing nada123 sinclave
0123456789 01234567 012345678 11223344 22222222 33333333 44444444 55555555 66666666 77777777
88888888 99999999 12121212 13131313 69696969 31415926 3141592653 11112222 12344321 98765432
87654321 10203040 102030405060 1020304050 123qwe 123qweasd 123qweasdzxc qwe123 qwe12345 zxc123
zxcasdqwe asd123 asdasd asdasd123 qaz123 wsx123 poiuytrewq mnbvcxz lkjhgfdsa 1234asdf
!@#$%^&* !@#$%^ 1q2w3e4r5t6y 1a2b3c4d 1z2x3c4v 1password 123password 12345qwert 12345qwerty
qwerty12345 q1w2e3 1qw23e 123abc 123abc123 abc123456 a1s2d3f4 a1234567 aaaaaaa1 qqqqqqqq
zzzzzzzz xxxxxxxx 11111 1111111 111111111 0000000 00000 2222222 7777777 1212121212 5201314
520520 1314520 woaini woaini1314 iloveu ilovegod jesus1 jesus123 jesucristo dios123 diosesamor
diosteama diosmeama diosesbueno bendiciones amen1234 aleluya gloriaadios cristo123
`;

/**
 * Base words: common English passwords, first names, sports, Spanish and Dominican words.
 * Each is refused as it is and with the usual suffixes (`1`, `12`, `123`, `1234`, years…).
 */
export const COMMON_PASSWORD_WORDS = `
password dragon monkey letmein football baseball basketball soccer hockey master shadow sunshine
princess qwerty superman batman spiderman ironman pokemon pikachu naruto goku starwars
trustno1 freedom whatever michael jennifer jordan jordan23 hunter hunter2 ranger harley thomas
robert daniel andrew joshua matthew charlie ashley jessica amanda michelle nicole hannah sarah
samantha taylor maggie ginger buster tigger cookie pepper summer winter spring autumn orange
banana apple cherry chocolate butterfly flower purple yellow silver golden diamond crystal
angel angels lovely loveme lover family friends forever killer pussy fuckyou fuckme sexy
hello hello1 welcome computer internet google facebook instagram youtube twitter tiktok
whatsapp samsung iphone apple123 nokia android windows linux ubuntu microsoft dell hp
mercedes ferrari porsche toyota honda nissan mustang corvette yamaha suzuki kawasaki bmw
liverpool chelsea arsenal barcelona madrid realmadrid juventus milan manchester united
yankees redsox lakers celtics cowboys eagles steelers giants dodgers mets bulls heat
scooter snoopy garfield mickey minnie disney barbie matrix merlin gandalf frodo zelda mario
luigi sonic tetris minecraft fortnite roblox gaming gamer player soccer1 guitar music
rockstar rockandroll metallica nirvana beatles eminem tupac shakira rihanna beyonce
london paris berlin tokyo newyork chicago boston miami texas florida california america
canada mexico brasil brazil argentina colombia venezuela peru chile ecuador cuba panama
puertorico honduras guatemala espana españa
maria jose juan carlos luis jorge pedro miguel antonio manuel francisco javier david
alejandro fernando ricardo roberto eduardo rafael ramon andres diego sergio pablo mario
jesus angel gabriel samuel daniela carolina andrea paola patricia alejandra valentina
camila sofia isabella mariana gabriela natalia fernanda veronica adriana claudia monica
lucia laura elena rosa carmen ana anita juana marta julia paula diana sandra silvia
yolanda altagracia milagros mercedes dolores ramona francisca esperanza yesenia yajaira
yanelis yokasta yudelka kenia wendy yaritza chantal yulissa arisleida leidy
jeremy jonathan kevin brayan bryan cristian christian anthony jefferson wilson nelson
franklin frank alex alexander yeison darwin edwin elvin erick henry jason junior
dominicana dominicano republicadominicana quisqueya quisqueyano santodomingo santiago
puntacana lavega sanpedro laromana higuey bonao moca samana barahona azua sosua cabarete
bocachica juandolio jarabacoa constanza puertoplata sanfrancisco sancristobal
licey tigres aguilas aguilascibaenas escogido leones estrellas toros gigantes tigresdellicey
merengue bachata dembow mangu sancocho habichuela platano tostones moriquete colmado
presidente brugal barcelo mamajuana cerveza ron morir sonando
teamo tequiero amor amorcito miamor mivida micielo corazon micorazon cariño carino
princesa princeso bebe bebito bebita mami papi mama papa mimama mipapa hermano hermana
hijo hija familia amigos amigo amiga novio novia esposo esposa abuela abuelo
gatito gatita perrito perrita conejo osito mariposa estrella luna sol cielo mar playa
flor flores rosa rosas verde azul rojo negro blanco amarillo morado rosado
dios diosmio jesus cristo jehova bendicion bendecido bendecida gloria fe esperanza
milagro paz alegria felicidad libertad victoria fuerza poder amistad
hola holamundo bienvenido bienvenida contraseña contrasena clave secreto secreta
futbol beisbol baloncesto pelota campeon campeona ganador ganadora guerrero guerrera
tigre leon leona aguila lobo toro caballo dragon dragones diablo angelito
chocolate helado dulce caramelo fresa manzana naranja limon
computadora internet correo telefono celular tablet
dinero millonario rico riqueza negocio trabajo empresa oficina escuela colegio
universidad estudiante maestro maestra doctor doctora abogado ingeniero
navidad diciembre enero febrero marzo abril mayo junio julio agosto septiembre octubre
noviembre lunes martes miercoles jueves viernes sabado domingo
qwertyuiop asdfghjkl zxcvbnm abcdefg abcdef abc iloveyou letmein welcome admin user
test guest login master root access secret changeme default
`;

/** The endings people add to a base word, appended to each of the words above. */
export const COMMON_PASSWORD_SUFFIXES = `
1 2 3 7 12 13 21 22 23 69 77 99 00 01 10 11 123 321 1234 12345 123456 2000 2001 2002 2003 2004
2005 2010 2015 2018 2019 2020 2021 2022 2023 2024 2025 2026 ! !! 1! 123! @ @123 # . _ * 01* 1*
`;
