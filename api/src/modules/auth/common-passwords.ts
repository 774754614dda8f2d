/*
 * The most common passwords (leaked-password rankings, Spanish and Portuguese favourites, keyboard
 * and digit runs, and common words with the endings people add): a new password equal to one of
 * them, ignoring case, is refused as PASSWORD_COMUN. Kept as source so the bundled api carries it.
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert
thomas hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese
amanda summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix william corvette hello martin heather secret merlin diamond 1234qwer gfhjkm
hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy
maverick phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster tigers yellow
xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000
miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita knight fender barney midnight please brandy chicago badboy slayer rangers charles angel
flower bigdaddy rabbit wizard bigdick jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince panties marine ghbdtn fishing cocacola casper james 232323
raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321 golden 8675309 panther lauren angela thx1138 angels madison winston shannon mike toyota jordan23 canada sophie apples tiger 123abc
pokemon qazxsw 55555 qwaszx muffin johnson murphy cooper jonathan liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle abcd1234 scorpion qazwsxedc 101010 butter carlos password1 dennis
slipknot qwerty123 booger asdf 1991 black startrek 12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins asdfghjkl 1212 sierra peaches gemini doctor wilson sandra helpme qwertyui
victor florida dolphin pookie captain tucker blue liverpool theman bandit dolphins maddog packers jaguar lovers nicholas united tiffany maxwell zzzzzz nirvana jeremy monica elephant giants hotdog
rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q albert metallic lucky azerty 7777 alex bond007 alexis 1111111 samson 5150 willie scorpio bonnie gators benjamin
voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a sydney rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy gordon legend jessie stella qwert eminem
arthur apple nissan bullshit bear america 1qazxsw2 nothing parker 4444 rebecca qweqwe garfield 01012011 beavis 69696969 jack asdasd december 2222 102030 252525 11223344 magic apollo skippy 315475
girls kitten golf copper braves shelby godzilla beaver fred tomcat august buddy airborne 1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online xavier darkness blink182 power fish green
789456123 voyager police travis 12qwaszx heaven snowball lover abcdef 00000 pakistan 007007 walter playboy blazer cricket sniper hooters donkey willow loveme saturn therock redwings bigboy pumpkin
trinity williams tits nintendo digital destiny topgun runner marvin guinness chance bubbles testing fire november minecraft asdf1234 lasvegas sergey broncos cartman private celtic birdie little
cassie babygirl donald beatles 1313 dickhead family 12121212 school louise gabriel eclipse fluffy 147258369 lol123 ashley1 654321a 1qaz2wsx3edc zaq12wsx zaq1zaq1 aa123456 qwe123 qweasd qweasdzxc
123qweasd 1q2w3e 123456789a a123456789 123456789q 1234567890q 0123456789 0987654321 1234554321 1122334455 1111122222 1029384756 9876543210 741852963 159753456 963852741 qwertyuiop123 asdfghjkl123
zxcvbnm123 1q2w3e4r5t6y 1q2w3e4r5t6y7u q1w2e3r4t5y6 qwerty123456 qwerty12345 password123 password1234 password12 password12345 password123456 passw0rd123 p@ssw0rd p@ssword pa55word pa55w0rd
iloveyou123 iloveyou1 welcome123 welcome1 admin123 admin1234 admin12345 administrator administrador letmein123 changeme changeme123 default default123 root123 toor password2020 password2021
password2022 password2023 password2024 password2025 password2026 password! password01 password007 password99 password00 password123! password@123 password* password. password1! passw0rd1 passw0rd12
passw0rd1234 passw0rd12345 passw0rd123456 passw0rd2020 passw0rd2021 passw0rd2022 passw0rd2023 passw0rd2024 passw0rd2025 passw0rd2026 passw0rd! passw0rd01 passw0rd007 passw0rd99 passw0rd00
passw0rd123! passw0rd@123 passw0rd* passw0rd. passw0rd1! contraseña contraseña1 contraseña12 contraseña123 contraseña1234 contraseña12345 contraseña123456 contraseña2020 contraseña2021
contraseña2022 contraseña2023 contraseña2024 contraseña2025 contraseña2026 contraseña! contraseña01 contraseña007 contraseña99 contraseña00 contraseña123! contraseña@123 contraseña* contraseña.
contraseña1! contrasena contrasena1 contrasena12 contrasena123 contrasena1234 contrasena12345 contrasena123456 contrasena2020 contrasena2021 contrasena2022 contrasena2023 contrasena2024
contrasena2025 contrasena2026 contrasena! contrasena01 contrasena007 contrasena99 contrasena00 contrasena123! contrasena@123 contrasena* contrasena. contrasena1! contraseña11 contraseña112
contraseña1123 contraseña11234 contraseña112345 contraseña1123456 contraseña12020 contraseña12021 contraseña12022 contraseña12023 contraseña12024 contraseña12025 contraseña12026 contraseña101
contraseña1007 contraseña199 contraseña100 contraseña1123! contraseña1@123 contraseña1* contraseña1. contraseña11! clave clave1 clave12 clave123 clave1234 clave12345 clave123456 clave2020 clave2021
clave2022 clave2023 clave2024 clave2025 clave2026 clave! clave01 clave007 clave99 clave00 clave123! clave@123 clave* clave. clave1! miclave miclave1 miclave12 miclave123 miclave1234 miclave12345
miclave123456 miclave2020 miclave2021 miclave2022 miclave2023 miclave2024 miclave2025 miclave2026 miclave! miclave01 miclave007 miclave99 miclave00 miclave123! miclave@123 miclave* miclave.
miclave1! micontraseña micontraseña1 micontraseña12 micontraseña123 micontraseña1234 micontraseña12345 micontraseña123456 micontraseña2020 micontraseña2021 micontraseña2022 micontraseña2023
micontraseña2024 micontraseña2025 micontraseña2026 micontraseña! micontraseña01 micontraseña007 micontraseña99 micontraseña00 micontraseña123! micontraseña@123 micontraseña* micontraseña.
micontraseña1! mipassword mipassword1 mipassword12 mipassword123 mipassword1234 mipassword12345 mipassword123456 mipassword2020 mipassword2021 mipassword2022 mipassword2023 mipassword2024
mipassword2025 mipassword2026 mipassword! mipassword01 mipassword007 mipassword99 mipassword00 mipassword123! mipassword@123 mipassword* mipassword. mipassword1! mypassword mypassword1 mypassword12
mypassword123 mypassword1234 mypassword12345 mypassword123456 mypassword2020 mypassword2021 mypassword2022 mypassword2023 mypassword2024 mypassword2025 mypassword2026 mypassword! mypassword01
mypassword007 mypassword99 mypassword00 mypassword123! mypassword@123 mypassword* mypassword. mypassword1! qwerty1 qwerty12 qwerty1234 qwerty2020 qwerty2021 qwerty2022 qwerty2023 qwerty2024
qwerty2025 qwerty2026 qwerty! qwerty01 qwerty007 qwerty99 qwerty00 qwerty123! qwerty@123 qwerty* qwerty. qwerty1! qwertyuiop1 qwertyuiop12 qwertyuiop1234 qwertyuiop12345 qwertyuiop123456
qwertyuiop2020 qwertyuiop2021 qwertyuiop2022 qwertyuiop2023 qwertyuiop2024 qwertyuiop2025 qwertyuiop2026 qwertyuiop! qwertyuiop01 qwertyuiop007 qwertyuiop99 qwertyuiop00 qwertyuiop123!
qwertyuiop@123 qwertyuiop* qwertyuiop. qwertyuiop1! asdfgh1 asdfgh12 asdfgh123 asdfgh1234 asdfgh12345 asdfgh123456 asdfgh2020 asdfgh2021 asdfgh2022 asdfgh2023 asdfgh2024 asdfgh2025 asdfgh2026
asdfgh! asdfgh01 asdfgh007 asdfgh99 asdfgh00 asdfgh123! asdfgh@123 asdfgh* asdfgh. asdfgh1! asdfghjkl1 asdfghjkl12 asdfghjkl1234 asdfghjkl12345 asdfghjkl123456 asdfghjkl2020 asdfghjkl2021
asdfghjkl2022 asdfghjkl2023 asdfghjkl2024 asdfghjkl2025 asdfghjkl2026 asdfghjkl! asdfghjkl01 asdfghjkl007 asdfghjkl99 asdfghjkl00 asdfghjkl123! asdfghjkl@123 asdfghjkl* asdfghjkl. asdfghjkl1!
zxcvbnm1 zxcvbnm12 zxcvbnm1234 zxcvbnm12345 zxcvbnm123456 zxcvbnm2020 zxcvbnm2021 zxcvbnm2022 zxcvbnm2023 zxcvbnm2024 zxcvbnm2025 zxcvbnm2026 zxcvbnm! zxcvbnm01 zxcvbnm007 zxcvbnm99 zxcvbnm00
zxcvbnm123! zxcvbnm@123 zxcvbnm* zxcvbnm. zxcvbnm1! qazwsx1 qazwsx12 qazwsx123 qazwsx1234 qazwsx12345 qazwsx123456 qazwsx2020 qazwsx2021 qazwsx2022 qazwsx2023 qazwsx2024 qazwsx2025 qazwsx2026
qazwsx! qazwsx01 qazwsx007 qazwsx99 qazwsx00 qazwsx123! qazwsx@123 qazwsx* qazwsx. qazwsx1! 1qaz2wsx1 1qaz2wsx12 1qaz2wsx123 1qaz2wsx1234 1qaz2wsx12345 1qaz2wsx123456 1qaz2wsx2020 1qaz2wsx2021
1qaz2wsx2022 1qaz2wsx2023 1qaz2wsx2024 1qaz2wsx2025 1qaz2wsx2026 1qaz2wsx! 1qaz2wsx01 1qaz2wsx007 1qaz2wsx99 1qaz2wsx00 1qaz2wsx123! 1qaz2wsx@123 1qaz2wsx* 1qaz2wsx. 1qaz2wsx1! admin admin1 admin12
admin123456 admin2020 admin2021 admin2022 admin2023 admin2024 admin2025 admin2026 admin! admin01 admin007 admin99 admin00 admin123! admin@123 admin* admin. admin1! administrador1 administrador12
administrador123 administrador1234 administrador12345 administrador123456 administrador2020 administrador2021 administrador2022 administrador2023 administrador2024 administrador2025
administrador2026 administrador! administrador01 administrador007 administrador99 administrador00 administrador123! administrador@123 administrador* administrador. administrador1! administrator1
administrator12 administrator123 administrator1234 administrator12345 administrator123456 administrator2020 administrator2021 administrator2022 administrator2023 administrator2024 administrator2025
administrator2026 administrator! administrator01 administrator007 administrator99 administrator00 administrator123! administrator@123 administrator* administrator. administrator1! root root1 root12
root1234 root12345 root123456 root2020 root2021 root2022 root2023 root2024 root2025 root2026 root! root01 root007 root99 root00 root123! root@123 root* root. root1! usuario usuario1 usuario12
usuario123 usuario1234 usuario12345 usuario123456 usuario2020 usuario2021 usuario2022 usuario2023 usuario2024 usuario2025 usuario2026 usuario! usuario01 usuario007 usuario99 usuario00 usuario123!
usuario@123 usuario* usuario. usuario1! user user1 user12 user123 user1234 user12345 user123456 user2020 user2021 user2022 user2023 user2024 user2025 user2026 user! user01 user007 user99 user00
user123! user@123 user* user. user1! usuarios usuarios1 usuarios12 usuarios123 usuarios1234 usuarios12345 usuarios123456 usuarios2020 usuarios2021 usuarios2022 usuarios2023 usuarios2024 usuarios2025
usuarios2026 usuarios! usuarios01 usuarios007 usuarios99 usuarios00 usuarios123! usuarios@123 usuarios* usuarios. usuarios1! welcome12 welcome1234 welcome12345 welcome123456 welcome2020 welcome2021
welcome2022 welcome2023 welcome2024 welcome2025 welcome2026 welcome! welcome01 welcome007 welcome99 welcome00 welcome123! welcome@123 welcome* welcome. welcome1! bienvenido bienvenido1 bienvenido12
bienvenido123 bienvenido1234 bienvenido12345 bienvenido123456 bienvenido2020 bienvenido2021 bienvenido2022 bienvenido2023 bienvenido2024 bienvenido2025 bienvenido2026 bienvenido! bienvenido01
bienvenido007 bienvenido99 bienvenido00 bienvenido123! bienvenido@123 bienvenido* bienvenido. bienvenido1! bienvenida bienvenida1 bienvenida12 bienvenida123 bienvenida1234 bienvenida12345
bienvenida123456 bienvenida2020 bienvenida2021 bienvenida2022 bienvenida2023 bienvenida2024 bienvenida2025 bienvenida2026 bienvenida! bienvenida01 bienvenida007 bienvenida99 bienvenida00
bienvenida123! bienvenida@123 bienvenida* bienvenida. bienvenida1! letmein1 letmein12 letmein1234 letmein12345 letmein123456 letmein2020 letmein2021 letmein2022 letmein2023 letmein2024 letmein2025
letmein2026 letmein! letmein01 letmein007 letmein99 letmein00 letmein123! letmein@123 letmein* letmein. letmein1! iloveyou12 iloveyou1234 iloveyou12345 iloveyou123456 iloveyou2020 iloveyou2021
iloveyou2022 iloveyou2023 iloveyou2024 iloveyou2025 iloveyou2026 iloveyou! iloveyou01 iloveyou007 iloveyou99 iloveyou00 iloveyou123! iloveyou@123 iloveyou* iloveyou. iloveyou1! teamo teamo1 teamo12
teamo123 teamo1234 teamo12345 teamo123456 teamo2020 teamo2021 teamo2022 teamo2023 teamo2024 teamo2025 teamo2026 teamo! teamo01 teamo007 teamo99 teamo00 teamo123! teamo@123 teamo* teamo. teamo1!
tequiero tequiero1 tequiero12 tequiero123 tequiero1234 tequiero12345 tequiero123456 tequiero2020 tequiero2021 tequiero2022 tequiero2023 tequiero2024 tequiero2025 tequiero2026 tequiero! tequiero01
tequiero007 tequiero99 tequiero00 tequiero123! tequiero@123 tequiero* tequiero. tequiero1! teamomucho teamomucho1 teamomucho12 teamomucho123 teamomucho1234 teamomucho12345 teamomucho123456
teamomucho2020 teamomucho2021 teamomucho2022 teamomucho2023 teamomucho2024 teamomucho2025 teamomucho2026 teamomucho! teamomucho01 teamomucho007 teamomucho99 teamomucho00 teamomucho123!
teamomucho@123 teamomucho* teamomucho. teamomucho1! amor amor1 amor12 amor123 amor1234 amor12345 amor123456 amor2020 amor2021 amor2022 amor2023 amor2024 amor2025 amor2026 amor! amor01 amor007 amor99
amor00 amor123! amor@123 amor* amor. amor1! amorcito amorcito1 amorcito12 amorcito123 amorcito1234 amorcito12345 amorcito123456 amorcito2020 amorcito2021 amorcito2022 amorcito2023 amorcito2024
amorcito2025 amorcito2026 amorcito! amorcito01 amorcito007 amorcito99 amorcito00 amorcito123! amorcito@123 amorcito* amorcito. amorcito1! miamor miamor1 miamor12 miamor123 miamor1234 miamor12345
miamor123456 miamor2020 miamor2021 miamor2022 miamor2023 miamor2024 miamor2025 miamor2026 miamor! miamor01 miamor007 miamor99 miamor00 miamor123! miamor@123 miamor* miamor. miamor1! corazon corazon1
corazon12 corazon123 corazon1234 corazon12345 corazon123456 corazon2020 corazon2021 corazon2022 corazon2023 corazon2024 corazon2025 corazon2026 corazon! corazon01 corazon007 corazon99 corazon00
corazon123! corazon@123 corazon* corazon. corazon1! mariposa mariposa1 mariposa12 mariposa123 mariposa1234 mariposa12345 mariposa123456 mariposa2020 mariposa2021 mariposa2022 mariposa2023
mariposa2024 mariposa2025 mariposa2026 mariposa! mariposa01 mariposa007 mariposa99 mariposa00 mariposa123! mariposa@123 mariposa* mariposa. mariposa1! princesa princesa1 princesa12 princesa123
princesa1234 princesa12345 princesa123456 princesa2020 princesa2021 princesa2022 princesa2023 princesa2024 princesa2025 princesa2026 princesa! princesa01 princesa007 princesa99 princesa00
princesa123! princesa@123 princesa* princesa. princesa1! principe principe1 principe12 principe123 principe1234 principe12345 principe123456 principe2020 principe2021 principe2022 principe2023
principe2024 principe2025 principe2026 principe! principe01 principe007 principe99 principe00 principe123! principe@123 principe* principe. principe1! estrella estrella1 estrella12 estrella123
estrella1234 estrella12345 estrella123456 estrella2020 estrella2021 estrella2022 estrella2023 estrella2024 estrella2025 estrella2026 estrella! estrella01 estrella007 estrella99 estrella00
estrella123! estrella@123 estrella* estrella. estrella1! familia familia1 familia12 familia123 familia1234 familia12345 familia123456 familia2020 familia2021 familia2022 familia2023 familia2024
familia2025 familia2026 familia! familia01 familia007 familia99 familia00 familia123! familia@123 familia* familia. familia1! felicidad felicidad1 felicidad12 felicidad123 felicidad1234
felicidad12345 felicidad123456 felicidad2020 felicidad2021 felicidad2022 felicidad2023 felicidad2024 felicidad2025 felicidad2026 felicidad! felicidad01 felicidad007 felicidad99 felicidad00
felicidad123! felicidad@123 felicidad* felicidad. felicidad1! dios dios1 dios12 dios123 dios1234 dios12345 dios123456 dios2020 dios2021 dios2022 dios2023 dios2024 dios2025 dios2026 dios! dios01
dios007 dios99 dios00 dios123! dios@123 dios* dios. dios1! diosesamor diosesamor1 diosesamor12 diosesamor123 diosesamor1234 diosesamor12345 diosesamor123456 diosesamor2020 diosesamor2021
diosesamor2022 diosesamor2023 diosesamor2024 diosesamor2025 diosesamor2026 diosesamor! diosesamor01 diosesamor007 diosesamor99 diosesamor00 diosesamor123! diosesamor@123 diosesamor* diosesamor.
diosesamor1! jesus jesus1 jesus12 jesus123 jesus1234 jesus12345 jesus123456 jesus2020 jesus2021 jesus2022 jesus2023 jesus2024 jesus2025 jesus2026 jesus! jesus01 jesus007 jesus99 jesus00 jesus123!
jesus@123 jesus* jesus. jesus1! jesucristo jesucristo1 jesucristo12 jesucristo123 jesucristo1234 jesucristo12345 jesucristo123456 jesucristo2020 jesucristo2021 jesucristo2022 jesucristo2023
jesucristo2024 jesucristo2025 jesucristo2026 jesucristo! jesucristo01 jesucristo007 jesucristo99 jesucristo00 jesucristo123! jesucristo@123 jesucristo* jesucristo. jesucristo1! cristo cristo1
cristo12 cristo123 cristo1234 cristo12345 cristo123456 cristo2020 cristo2021 cristo2022 cristo2023 cristo2024 cristo2025 cristo2026 cristo! cristo01 cristo007 cristo99 cristo00 cristo123! cristo@123
cristo* cristo. cristo1! angel1 angel12 angel123 angel1234 angel12345 angel123456 angel2020 angel2021 angel2022 angel2023 angel2024 angel2025 angel2026 angel! angel01 angel007 angel99 angel00
angel123! angel@123 angel* angel. angel1! angelito angelito1 angelito12 angelito123 angelito1234 angelito12345 angelito123456 angelito2020 angelito2021 angelito2022 angelito2023 angelito2024
angelito2025 angelito2026 angelito! angelito01 angelito007 angelito99 angelito00 angelito123! angelito@123 angelito* angelito. angelito1! hola hola1 hola12 hola123 hola1234 hola12345 hola123456
hola2020 hola2021 hola2022 hola2023 hola2024 hola2025 hola2026 hola! hola01 hola007 hola99 hola00 hola123! hola@123 hola* hola. hola1! holamundo holamundo1 holamundo12 holamundo123 holamundo1234
holamundo12345 holamundo123456 holamundo2020 holamundo2021 holamundo2022 holamundo2023 holamundo2024 holamundo2025 holamundo2026 holamundo! holamundo01 holamundo007 holamundo99 holamundo00
holamundo123! holamundo@123 holamundo* holamundo. holamundo1! holahola holahola1 holahola12 holahola123 holahola1234 holahola12345 holahola123456 holahola2020 holahola2021 holahola2022 holahola2023
holahola2024 holahola2025 holahola2026 holahola! holahola01 holahola007 holahola99 holahola00 holahola123! holahola@123 holahola* holahola. holahola1! argentina argentina1 argentina12 argentina123
argentina1234 argentina12345 argentina123456 argentina2020 argentina2021 argentina2022 argentina2023 argentina2024 argentina2025 argentina2026 argentina! argentina01 argentina007 argentina99
argentina00 argentina123! argentina@123 argentina* argentina. argentina1! buenosaires buenosaires1 buenosaires12 buenosaires123 buenosaires1234 buenosaires12345 buenosaires123456 buenosaires2020
buenosaires2021 buenosaires2022 buenosaires2023 buenosaires2024 buenosaires2025 buenosaires2026 buenosaires! buenosaires01 buenosaires007 buenosaires99 buenosaires00 buenosaires123! buenosaires@123
buenosaires* buenosaires. buenosaires1! cordoba cordoba1 cordoba12 cordoba123 cordoba1234 cordoba12345 cordoba123456 cordoba2020 cordoba2021 cordoba2022 cordoba2023 cordoba2024 cordoba2025
cordoba2026 cordoba! cordoba01 cordoba007 cordoba99 cordoba00 cordoba123! cordoba@123 cordoba* cordoba. cordoba1! rosario rosario1 rosario12 rosario123 rosario1234 rosario12345 rosario123456
rosario2020 rosario2021 rosario2022 rosario2023 rosario2024 rosario2025 rosario2026 rosario! rosario01 rosario007 rosario99 rosario00 rosario123! rosario@123 rosario* rosario. rosario1! mendoza
mendoza1 mendoza12 mendoza123 mendoza1234 mendoza12345 mendoza123456 mendoza2020 mendoza2021 mendoza2022 mendoza2023 mendoza2024 mendoza2025 mendoza2026 mendoza! mendoza01 mendoza007 mendoza99
mendoza00 mendoza123! mendoza@123 mendoza* mendoza. mendoza1! brasil brasil1 brasil12 brasil123 brasil1234 brasil12345 brasil123456 brasil2020 brasil2021 brasil2022 brasil2023 brasil2024 brasil2025
brasil2026 brasil! brasil01 brasil007 brasil99 brasil00 brasil123! brasil@123 brasil* brasil. brasil1! mexico mexico1 mexico12 mexico123 mexico1234 mexico12345 mexico123456 mexico2020 mexico2021
mexico2022 mexico2023 mexico2024 mexico2025 mexico2026 mexico! mexico01 mexico007 mexico99 mexico00 mexico123! mexico@123 mexico* mexico. mexico1! colombia colombia1 colombia12 colombia123
colombia1234 colombia12345 colombia123456 colombia2020 colombia2021 colombia2022 colombia2023 colombia2024 colombia2025 colombia2026 colombia! colombia01 colombia007 colombia99 colombia00
colombia123! colombia@123 colombia* colombia. colombia1! chile chile1 chile12 chile123 chile1234 chile12345 chile123456 chile2020 chile2021 chile2022 chile2023 chile2024 chile2025 chile2026 chile!
chile01 chile007 chile99 chile00 chile123! chile@123 chile* chile. chile1! uruguay uruguay1 uruguay12 uruguay123 uruguay1234 uruguay12345 uruguay123456 uruguay2020 uruguay2021 uruguay2022
uruguay2023 uruguay2024 uruguay2025 uruguay2026 uruguay! uruguay01 uruguay007 uruguay99 uruguay00 uruguay123! uruguay@123 uruguay* uruguay. uruguay1! paraguay paraguay1 paraguay12 paraguay123
paraguay1234 paraguay12345 paraguay123456 paraguay2020 paraguay2021 paraguay2022 paraguay2023 paraguay2024 paraguay2025 paraguay2026 paraguay! paraguay01 paraguay007 paraguay99 paraguay00
paraguay123! paraguay@123 paraguay* paraguay. paraguay1! peru peru1 peru12 peru123 peru1234 peru12345 peru123456 peru2020 peru2021 peru2022 peru2023 peru2024 peru2025 peru2026 peru! peru01 peru007
peru99 peru00 peru123! peru@123 peru* peru. peru1! venezuela venezuela1 venezuela12 venezuela123 venezuela1234 venezuela12345 venezuela123456 venezuela2020 venezuela2021 venezuela2022 venezuela2023
venezuela2024 venezuela2025 venezuela2026 venezuela! venezuela01 venezuela007 venezuela99 venezuela00 venezuela123! venezuela@123 venezuela* venezuela. venezuela1! espana espana1 espana12 espana123
espana1234 espana12345 espana123456 espana2020 espana2021 espana2022 espana2023 espana2024 espana2025 espana2026 espana! espana01 espana007 espana99 espana00 espana123! espana@123 espana* espana.
espana1! boca boca1 boca12 boca123 boca1234 boca12345 boca123456 boca2020 boca2021 boca2022 boca2023 boca2024 boca2025 boca2026 boca! boca01 boca007 boca99 boca00 boca123! boca@123 boca* boca.
boca1! bocajuniors bocajuniors1 bocajuniors12 bocajuniors123 bocajuniors1234 bocajuniors12345 bocajuniors123456 bocajuniors2020 bocajuniors2021 bocajuniors2022 bocajuniors2023 bocajuniors2024
bocajuniors2025 bocajuniors2026 bocajuniors! bocajuniors01 bocajuniors007 bocajuniors99 bocajuniors00 bocajuniors123! bocajuniors@123 bocajuniors* bocajuniors. bocajuniors1! river river1 river12
river123 river1234 river12345 river123456 river2020 river2021 river2022 river2023 river2024 river2025 river2026 river! river01 river007 river99 river00 river123! river@123 river* river. river1!
riverplate riverplate1 riverplate12 riverplate123 riverplate1234 riverplate12345 riverplate123456 riverplate2020 riverplate2021 riverplate2022 riverplate2023 riverplate2024 riverplate2025
riverplate2026 riverplate! riverplate01 riverplate007 riverplate99 riverplate00 riverplate123! riverplate@123 riverplate* riverplate. riverplate1! racing racing1 racing12 racing123 racing1234
racing12345 racing123456 racing2020 racing2021 racing2022 racing2023 racing2024 racing2025 racing2026 racing! racing01 racing007 racing99 racing00 racing123! racing@123 racing* racing. racing1!
independiente independiente1 independiente12 independiente123 independiente1234 independiente12345 independiente123456 independiente2020 independiente2021 independiente2022 independiente2023
independiente2024 independiente2025 independiente2026 independiente! independiente01 independiente007 independiente99 independiente00 independiente123! independiente@123 independiente*
independiente. independiente1! sanlorenzo sanlorenzo1 sanlorenzo12 sanlorenzo123 sanlorenzo1234 sanlorenzo12345 sanlorenzo123456 sanlorenzo2020 sanlorenzo2021 sanlorenzo2022 sanlorenzo2023
sanlorenzo2024 sanlorenzo2025 sanlorenzo2026 sanlorenzo! sanlorenzo01 sanlorenzo007 sanlorenzo99 sanlorenzo00 sanlorenzo123! sanlorenzo@123 sanlorenzo* sanlorenzo. sanlorenzo1! velez velez1 velez12
velez123 velez1234 velez12345 velez123456 velez2020 velez2021 velez2022 velez2023 velez2024 velez2025 velez2026 velez! velez01 velez007 velez99 velez00 velez123! velez@123 velez* velez. velez1!
huracan huracan1 huracan12 huracan123 huracan1234 huracan12345 huracan123456 huracan2020 huracan2021 huracan2022 huracan2023 huracan2024 huracan2025 huracan2026 huracan! huracan01 huracan007
huracan99 huracan00 huracan123! huracan@123 huracan* huracan. huracan1! messi messi1 messi12 messi123 messi1234 messi12345 messi123456 messi2020 messi2021 messi2022 messi2023 messi2024 messi2025
messi2026 messi! messi01 messi007 messi99 messi00 messi123! messi@123 messi* messi. messi1! maradona maradona1 maradona12 maradona123 maradona1234 maradona12345 maradona123456 maradona2020
maradona2021 maradona2022 maradona2023 maradona2024 maradona2025 maradona2026 maradona! maradona01 maradona007 maradona99 maradona00 maradona123! maradona@123 maradona* maradona. maradona1! futbol
futbol1 futbol12 futbol123 futbol1234 futbol12345 futbol123456 futbol2020 futbol2021 futbol2022 futbol2023 futbol2024 futbol2025 futbol2026 futbol! futbol01 futbol007 futbol99 futbol00 futbol123!
futbol@123 futbol* futbol. futbol1! futbolista futbolista1 futbolista12 futbolista123 futbolista1234 futbolista12345 futbolista123456 futbolista2020 futbolista2021 futbolista2022 futbolista2023
futbolista2024 futbolista2025 futbolista2026 futbolista! futbolista01 futbolista007 futbolista99 futbolista00 futbolista123! futbolista@123 futbolista* futbolista. futbolista1! gabriel1 gabriel12
gabriel123 gabriel1234 gabriel12345 gabriel123456 gabriel2020 gabriel2021 gabriel2022 gabriel2023 gabriel2024 gabriel2025 gabriel2026 gabriel! gabriel01 gabriel007 gabriel99 gabriel00 gabriel123!
gabriel@123 gabriel* gabriel. gabriel1! sebastian sebastian1 sebastian12 sebastian123 sebastian1234 sebastian12345 sebastian123456 sebastian2020 sebastian2021 sebastian2022 sebastian2023
sebastian2024 sebastian2025 sebastian2026 sebastian! sebastian01 sebastian007 sebastian99 sebastian00 sebastian123! sebastian@123 sebastian* sebastian. sebastian1! alejandro alejandro1 alejandro12
alejandro123 alejandro1234 alejandro12345 alejandro123456 alejandro2020 alejandro2021 alejandro2022 alejandro2023 alejandro2024 alejandro2025 alejandro2026 alejandro! alejandro01 alejandro007
alejandro99 alejandro00 alejandro123! alejandro@123 alejandro* alejandro. alejandro1! martin1 martin12 martin123 martin1234 martin12345 martin123456 martin2020 martin2021 martin2022 martin2023
martin2024 martin2025 martin2026 martin! martin01 martin007 martin99 martin00 martin123! martin@123 martin* martin. martin1! lucas lucas1 lucas12 lucas123 lucas1234 lucas12345 lucas123456 lucas2020
lucas2021 lucas2022 lucas2023 lucas2024 lucas2025 lucas2026 lucas! lucas01 lucas007 lucas99 lucas00 lucas123! lucas@123 lucas* lucas. lucas1! mateo mateo1 mateo12 mateo123 mateo1234 mateo12345
mateo123456 mateo2020 mateo2021 mateo2022 mateo2023 mateo2024 mateo2025 mateo2026 mateo! mateo01 mateo007 mateo99 mateo00 mateo123! mateo@123 mateo* mateo. mateo1! santiago santiago1 santiago12
santiago123 santiago1234 santiago12345 santiago123456 santiago2020 santiago2021 santiago2022 santiago2023 santiago2024 santiago2025 santiago2026 santiago! santiago01 santiago007 santiago99
santiago00 santiago123! santiago@123 santiago* santiago. santiago1! valentina valentina1 valentina12 valentina123 valentina1234 valentina12345 valentina123456 valentina2020 valentina2021
valentina2022 valentina2023 valentina2024 valentina2025 valentina2026 valentina! valentina01 valentina007 valentina99 valentina00 valentina123! valentina@123 valentina* valentina. valentina1! camila
camila1 camila12 camila123 camila1234 camila12345 camila123456 camila2020 camila2021 camila2022 camila2023 camila2024 camila2025 camila2026 camila! camila01 camila007 camila99 camila00 camila123!
camila@123 camila* camila. camila1! sofia sofia1 sofia12 sofia123 sofia1234 sofia12345 sofia123456 sofia2020 sofia2021 sofia2022 sofia2023 sofia2024 sofia2025 sofia2026 sofia! sofia01 sofia007
sofia99 sofia00 sofia123! sofia@123 sofia* sofia. sofia1! florencia florencia1 florencia12 florencia123 florencia1234 florencia12345 florencia123456 florencia2020 florencia2021 florencia2022
florencia2023 florencia2024 florencia2025 florencia2026 florencia! florencia01 florencia007 florencia99 florencia00 florencia123! florencia@123 florencia* florencia. florencia1! agustin agustin1
agustin12 agustin123 agustin1234 agustin12345 agustin123456 agustin2020 agustin2021 agustin2022 agustin2023 agustin2024 agustin2025 agustin2026 agustin! agustin01 agustin007 agustin99 agustin00
agustin123! agustin@123 agustin* agustin. agustin1! nicolas nicolas1 nicolas12 nicolas123 nicolas1234 nicolas12345 nicolas123456 nicolas2020 nicolas2021 nicolas2022 nicolas2023 nicolas2024
nicolas2025 nicolas2026 nicolas! nicolas01 nicolas007 nicolas99 nicolas00 nicolas123! nicolas@123 nicolas* nicolas. nicolas1! facundo facundo1 facundo12 facundo123 facundo1234 facundo12345
facundo123456 facundo2020 facundo2021 facundo2022 facundo2023 facundo2024 facundo2025 facundo2026 facundo! facundo01 facundo007 facundo99 facundo00 facundo123! facundo@123 facundo* facundo.
facundo1! tomas tomas1 tomas12 tomas123 tomas1234 tomas12345 tomas123456 tomas2020 tomas2021 tomas2022 tomas2023 tomas2024 tomas2025 tomas2026 tomas! tomas01 tomas007 tomas99 tomas00 tomas123!
tomas@123 tomas* tomas. tomas1! senha senha1 senha12 senha123 senha1234 senha12345 senha123456 senha2020 senha2021 senha2022 senha2023 senha2024 senha2025 senha2026 senha! senha01 senha007 senha99
senha00 senha123! senha@123 senha* senha. senha1! senha1231 senha12312 senha123123 senha1231234 senha12312345 senha123123456 senha1232020 senha1232021 senha1232022 senha1232023 senha1232024
senha1232025 senha1232026 senha12301 senha123007 senha12399 senha12300 senha123123! senha123@123 senha123* senha123. senha1231! minhasenha minhasenha1 minhasenha12 minhasenha123 minhasenha1234
minhasenha12345 minhasenha123456 minhasenha2020 minhasenha2021 minhasenha2022 minhasenha2023 minhasenha2024 minhasenha2025 minhasenha2026 minhasenha! minhasenha01 minhasenha007 minhasenha99
minhasenha00 minhasenha123! minhasenha@123 minhasenha* minhasenha. minhasenha1! amizade amizade1 amizade12 amizade123 amizade1234 amizade12345 amizade123456 amizade2020 amizade2021 amizade2022
amizade2023 amizade2024 amizade2025 amizade2026 amizade! amizade01 amizade007 amizade99 amizade00 amizade123! amizade@123 amizade* amizade. amizade1! saudade saudade1 saudade12 saudade123
saudade1234 saudade12345 saudade123456 saudade2020 saudade2021 saudade2022 saudade2023 saudade2024 saudade2025 saudade2026 saudade! saudade01 saudade007 saudade99 saudade00 saudade123! saudade@123
saudade* saudade. saudade1! flamengo flamengo1 flamengo12 flamengo123 flamengo1234 flamengo12345 flamengo123456 flamengo2020 flamengo2021 flamengo2022 flamengo2023 flamengo2024 flamengo2025
flamengo2026 flamengo! flamengo01 flamengo007 flamengo99 flamengo00 flamengo123! flamengo@123 flamengo* flamengo. flamengo1! corinthians corinthians1 corinthians12 corinthians123 corinthians1234
corinthians12345 corinthians123456 corinthians2020 corinthians2021 corinthians2022 corinthians2023 corinthians2024 corinthians2025 corinthians2026 corinthians! corinthians01 corinthians007
corinthians99 corinthians00 corinthians123! corinthians@123 corinthians* corinthians. corinthians1! palmeiras palmeiras1 palmeiras12 palmeiras123 palmeiras1234 palmeiras12345 palmeiras123456
palmeiras2020 palmeiras2021 palmeiras2022 palmeiras2023 palmeiras2024 palmeiras2025 palmeiras2026 palmeiras! palmeiras01 palmeiras007 palmeiras99 palmeiras00 palmeiras123! palmeiras@123 palmeiras*
palmeiras. palmeiras1! saopaulo saopaulo1 saopaulo12 saopaulo123 saopaulo1234 saopaulo12345 saopaulo123456 saopaulo2020 saopaulo2021 saopaulo2022 saopaulo2023 saopaulo2024 saopaulo2025 saopaulo2026
saopaulo! saopaulo01 saopaulo007 saopaulo99 saopaulo00 saopaulo123! saopaulo@123 saopaulo* saopaulo. saopaulo1! gremio gremio1 gremio12 gremio123 gremio1234 gremio12345 gremio123456 gremio2020
gremio2021 gremio2022 gremio2023 gremio2024 gremio2025 gremio2026 gremio! gremio01 gremio007 gremio99 gremio00 gremio123! gremio@123 gremio* gremio. gremio1! santos santos1 santos12 santos123
santos1234 santos12345 santos123456 santos2020 santos2021 santos2022 santos2023 santos2024 santos2025 santos2026 santos! santos01 santos007 santos99 santos00 santos123! santos@123 santos* santos.
santos1! vasco vasco1 vasco12 vasco123 vasco1234 vasco12345 vasco123456 vasco2020 vasco2021 vasco2022 vasco2023 vasco2024 vasco2025 vasco2026 vasco! vasco01 vasco007 vasco99 vasco00 vasco123!
vasco@123 vasco* vasco. vasco1! botafogo botafogo1 botafogo12 botafogo123 botafogo1234 botafogo12345 botafogo123456 botafogo2020 botafogo2021 botafogo2022 botafogo2023 botafogo2024 botafogo2025
botafogo2026 botafogo! botafogo01 botafogo007 botafogo99 botafogo00 botafogo123! botafogo@123 botafogo* botafogo. botafogo1! restaurante restaurante1 restaurante12 restaurante123 restaurante1234
restaurante12345 restaurante123456 restaurante2020 restaurante2021 restaurante2022 restaurante2023 restaurante2024 restaurante2025 restaurante2026 restaurante! restaurante01 restaurante007
restaurante99 restaurante00 restaurante123! restaurante@123 restaurante* restaurante. restaurante1! restaurant restaurant1 restaurant12 restaurant123 restaurant1234 restaurant12345 restaurant123456
restaurant2020 restaurant2021 restaurant2022 restaurant2023 restaurant2024 restaurant2025 restaurant2026 restaurant! restaurant01 restaurant007 restaurant99 restaurant00 restaurant123!
restaurant@123 restaurant* restaurant. restaurant1! resto resto1 resto12 resto123 resto1234 resto12345 resto123456 resto2020 resto2021 resto2022 resto2023 resto2024 resto2025 resto2026 resto!
resto01 resto007 resto99 resto00 resto123! resto@123 resto* resto. resto1! cocina cocina1 cocina12 cocina123 cocina1234 cocina12345 cocina123456 cocina2020 cocina2021 cocina2022 cocina2023
cocina2024 cocina2025 cocina2026 cocina! cocina01 cocina007 cocina99 cocina00 cocina123! cocina@123 cocina* cocina. cocina1! cocinero cocinero1 cocinero12 cocinero123 cocinero1234 cocinero12345
cocinero123456 cocinero2020 cocinero2021 cocinero2022 cocinero2023 cocinero2024 cocinero2025 cocinero2026 cocinero! cocinero01 cocinero007 cocinero99 cocinero00 cocinero123! cocinero@123 cocinero*
cocinero. cocinero1! mozo mozo1 mozo12 mozo123 mozo1234 mozo12345 mozo123456 mozo2020 mozo2021 mozo2022 mozo2023 mozo2024 mozo2025 mozo2026 mozo! mozo01 mozo007 mozo99 mozo00 mozo123! mozo@123 mozo*
mozo. mozo1! moza moza1 moza12 moza123 moza1234 moza12345 moza123456 moza2020 moza2021 moza2022 moza2023 moza2024 moza2025 moza2026 moza! moza01 moza007 moza99 moza00 moza123! moza@123 moza* moza.
moza1! camarero camarero1 camarero12 camarero123 camarero1234 camarero12345 camarero123456 camarero2020 camarero2021 camarero2022 camarero2023 camarero2024 camarero2025 camarero2026 camarero!
camarero01 camarero007 camarero99 camarero00 camarero123! camarero@123 camarero* camarero. camarero1! cajero cajero1 cajero12 cajero123 cajero1234 cajero12345 cajero123456 cajero2020 cajero2021
cajero2022 cajero2023 cajero2024 cajero2025 cajero2026 cajero! cajero01 cajero007 cajero99 cajero00 cajero123! cajero@123 cajero* cajero. cajero1! cajera cajera1 cajera12 cajera123 cajera1234
cajera12345 cajera123456 cajera2020 cajera2021 cajera2022 cajera2023 cajera2024 cajera2025 cajera2026 cajera! cajera01 cajera007 cajera99 cajera00 cajera123! cajera@123 cajera* cajera. cajera1!
empleado empleado1 empleado12 empleado123 empleado1234 empleado12345 empleado123456 empleado2020 empleado2021 empleado2022 empleado2023 empleado2024 empleado2025 empleado2026 empleado! empleado01
empleado007 empleado99 empleado00 empleado123! empleado@123 empleado* empleado. empleado1! empleada empleada1 empleada12 empleada123 empleada1234 empleada12345 empleada123456 empleada2020
empleada2021 empleada2022 empleada2023 empleada2024 empleada2025 empleada2026 empleada! empleada01 empleada007 empleada99 empleada00 empleada123! empleada@123 empleada* empleada. empleada1! caja
caja1 caja12 caja123 caja1234 caja12345 caja123456 caja2020 caja2021 caja2022 caja2023 caja2024 caja2025 caja2026 caja! caja01 caja007 caja99 caja00 caja123! caja@123 caja* caja. caja1! pizza pizza1
pizza12 pizza123 pizza1234 pizza12345 pizza123456 pizza2020 pizza2021 pizza2022 pizza2023 pizza2024 pizza2025 pizza2026 pizza! pizza01 pizza007 pizza99 pizza00 pizza123! pizza@123 pizza* pizza.
pizza1! pizzeria pizzeria1 pizzeria12 pizzeria123 pizzeria1234 pizzeria12345 pizzeria123456 pizzeria2020 pizzeria2021 pizzeria2022 pizzeria2023 pizzeria2024 pizzeria2025 pizzeria2026 pizzeria!
pizzeria01 pizzeria007 pizzeria99 pizzeria00 pizzeria123! pizzeria@123 pizzeria* pizzeria. pizzeria1! parrilla parrilla1 parrilla12 parrilla123 parrilla1234 parrilla12345 parrilla123456 parrilla2020
parrilla2021 parrilla2022 parrilla2023 parrilla2024 parrilla2025 parrilla2026 parrilla! parrilla01 parrilla007 parrilla99 parrilla00 parrilla123! parrilla@123 parrilla* parrilla. parrilla1! bodegon
bodegon1 bodegon12 bodegon123 bodegon1234 bodegon12345 bodegon123456 bodegon2020 bodegon2021 bodegon2022 bodegon2023 bodegon2024 bodegon2025 bodegon2026 bodegon! bodegon01 bodegon007 bodegon99
bodegon00 bodegon123! bodegon@123 bodegon* bodegon. bodegon1! bodega bodega1 bodega12 bodega123 bodega1234 bodega12345 bodega123456 bodega2020 bodega2021 bodega2022 bodega2023 bodega2024 bodega2025
bodega2026 bodega! bodega01 bodega007 bodega99 bodega00 bodega123! bodega@123 bodega* bodega. bodega1! cerveza cerveza1 cerveza12 cerveza123 cerveza1234 cerveza12345 cerveza123456 cerveza2020
cerveza2021 cerveza2022 cerveza2023 cerveza2024 cerveza2025 cerveza2026 cerveza! cerveza01 cerveza007 cerveza99 cerveza00 cerveza123! cerveza@123 cerveza* cerveza. cerveza1! asado asado1 asado12
asado123 asado1234 asado12345 asado123456 asado2020 asado2021 asado2022 asado2023 asado2024 asado2025 asado2026 asado! asado01 asado007 asado99 asado00 asado123! asado@123 asado* asado. asado1!
empanada empanada1 empanada12 empanada123 empanada1234 empanada12345 empanada123456 empanada2020 empanada2021 empanada2022 empanada2023 empanada2024 empanada2025 empanada2026 empanada! empanada01
empanada007 empanada99 empanada00 empanada123! empanada@123 empanada* empanada. empanada1! milanesa milanesa1 milanesa12 milanesa123 milanesa1234 milanesa12345 milanesa123456 milanesa2020
milanesa2021 milanesa2022 milanesa2023 milanesa2024 milanesa2025 milanesa2026 milanesa! milanesa01 milanesa007 milanesa99 milanesa00 milanesa123! milanesa@123 milanesa* milanesa. milanesa1! local
local1 local12 local123 local1234 local12345 local123456 local2020 local2021 local2022 local2023 local2024 local2025 local2026 local! local01 local007 local99 local00 local123! local@123 local*
local. local1! negocio negocio1 negocio12 negocio123 negocio1234 negocio12345 negocio123456 negocio2020 negocio2021 negocio2022 negocio2023 negocio2024 negocio2025 negocio2026 negocio! negocio01
negocio007 negocio99 negocio00 negocio123! negocio@123 negocio* negocio. negocio1! tienda tienda1 tienda12 tienda123 tienda1234 tienda12345 tienda123456 tienda2020 tienda2021 tienda2022 tienda2023
tienda2024 tienda2025 tienda2026 tienda! tienda01 tienda007 tienda99 tienda00 tienda123! tienda@123 tienda* tienda. tienda1! comercio comercio1 comercio12 comercio123 comercio1234 comercio12345
comercio123456 comercio2020 comercio2021 comercio2022 comercio2023 comercio2024 comercio2025 comercio2026 comercio! comercio01 comercio007 comercio99 comercio00 comercio123! comercio@123 comercio*
comercio. comercio1! ventas ventas1 ventas12 ventas123 ventas1234 ventas12345 ventas123456 ventas2020 ventas2021 ventas2022 ventas2023 ventas2024 ventas2025 ventas2026 ventas! ventas01 ventas007
ventas99 ventas00 ventas123! ventas@123 ventas* ventas. ventas1! venta venta1 venta12 venta123 venta1234 venta12345 venta123456 venta2020 venta2021 venta2022 venta2023 venta2024 venta2025 venta2026
venta! venta01 venta007 venta99 venta00 venta123! venta@123 venta* venta. venta1! monkey1 monkey12 monkey123 monkey1234 monkey12345 monkey123456 monkey2020 monkey2021 monkey2022 monkey2023
monkey2024 monkey2025 monkey2026 monkey! monkey01 monkey007 monkey99 monkey00 monkey123! monkey@123 monkey* monkey. monkey1! dragon1 dragon12 dragon123 dragon1234 dragon12345 dragon123456 dragon2020
dragon2021 dragon2022 dragon2023 dragon2024 dragon2025 dragon2026 dragon! dragon01 dragon007 dragon99 dragon00 dragon123! dragon@123 dragon* dragon. dragon1! football1 football12 football123
football1234 football12345 football123456 football2020 football2021 football2022 football2023 football2024 football2025 football2026 football! football01 football007 football99 football00
football123! football@123 football* football. football1! baseball1 baseball12 baseball123 baseball1234 baseball12345 baseball123456 baseball2020 baseball2021 baseball2022 baseball2023 baseball2024
baseball2025 baseball2026 baseball! baseball01 baseball007 baseball99 baseball00 baseball123! baseball@123 baseball* baseball. baseball1! master1 master12 master123 master1234 master12345
master123456 master2020 master2021 master2022 master2023 master2024 master2025 master2026 master! master01 master007 master99 master00 master123! master@123 master* master. master1! sunshine1
sunshine12 sunshine123 sunshine1234 sunshine12345 sunshine123456 sunshine2020 sunshine2021 sunshine2022 sunshine2023 sunshine2024 sunshine2025 sunshine2026 sunshine! sunshine01 sunshine007
sunshine99 sunshine00 sunshine123! sunshine@123 sunshine* sunshine. sunshine1! princess1 princess12 princess123 princess1234 princess12345 princess123456 princess2020 princess2021 princess2022
princess2023 princess2024 princess2025 princess2026 princess! princess01 princess007 princess99 princess00 princess123! princess@123 princess* princess. princess1! shadow1 shadow12 shadow123
shadow1234 shadow12345 shadow123456 shadow2020 shadow2021 shadow2022 shadow2023 shadow2024 shadow2025 shadow2026 shadow! shadow01 shadow007 shadow99 shadow00 shadow123! shadow@123 shadow* shadow.
shadow1! superman1 superman12 superman123 superman1234 superman12345 superman123456 superman2020 superman2021 superman2022 superman2023 superman2024 superman2025 superman2026 superman! superman01
superman007 superman99 superman00 superman123! superman@123 superman* superman. superman1! michael1 michael12 michael123 michael1234 michael12345 michael123456 michael2020 michael2021 michael2022
michael2023 michael2024 michael2025 michael2026 michael! michael01 michael007 michael99 michael00 michael123! michael@123 michael* michael. michael1! jennifer1 jennifer12 jennifer123 jennifer1234
jennifer12345 jennifer123456 jennifer2020 jennifer2021 jennifer2022 jennifer2023 jennifer2024 jennifer2025 jennifer2026 jennifer! jennifer01 jennifer007 jennifer99 jennifer00 jennifer123!
jennifer@123 jennifer* jennifer. jennifer1! trustno11 trustno112 trustno1123 trustno11234 trustno112345 trustno1123456 trustno12020 trustno12021 trustno12022 trustno12023 trustno12024 trustno12025
trustno12026 trustno1! trustno101 trustno1007 trustno199 trustno100 trustno1123! trustno1@123 trustno1* trustno1. trustno11! whatever1 whatever12 whatever123 whatever1234 whatever12345
whatever123456 whatever2020 whatever2021 whatever2022 whatever2023 whatever2024 whatever2025 whatever2026 whatever! whatever01 whatever007 whatever99 whatever00 whatever123! whatever@123 whatever*
whatever. whatever1! starwars1 starwars12 starwars123 starwars1234 starwars12345 starwars123456 starwars2020 starwars2021 starwars2022 starwars2023 starwars2024 starwars2025 starwars2026 starwars!
starwars01 starwars007 starwars99 starwars00 starwars123! starwars@123 starwars* starwars. starwars1! computer1 computer12 computer123 computer1234 computer12345 computer123456 computer2020
computer2021 computer2022 computer2023 computer2024 computer2025 computer2026 computer! computer01 computer007 computer99 computer00 computer123! computer@123 computer* computer. computer1!
internet1 internet12 internet123 internet1234 internet12345 internet123456 internet2020 internet2021 internet2022 internet2023 internet2024 internet2025 internet2026 internet! internet01 internet007
internet99 internet00 internet123! internet@123 internet* internet. internet1! freedom1 freedom12 freedom123 freedom1234 freedom12345 freedom123456 freedom2020 freedom2021 freedom2022 freedom2023
freedom2024 freedom2025 freedom2026 freedom! freedom01 freedom007 freedom99 freedom00 freedom123! freedom@123 freedom* freedom. freedom1! charlie1 charlie12 charlie123 charlie1234 charlie12345
charlie123456 charlie2020 charlie2021 charlie2022 charlie2023 charlie2024 charlie2025 charlie2026 charlie! charlie01 charlie007 charlie99 charlie00 charlie123! charlie@123 charlie* charlie.
charlie1! jordan1 jordan12 jordan123 jordan1234 jordan12345 jordan123456 jordan2020 jordan2021 jordan2022 jordan2023 jordan2024 jordan2025 jordan2026 jordan! jordan01 jordan007 jordan99 jordan00
jordan123! jordan@123 jordan* jordan. jordan1! pokemon1 pokemon12 pokemon123 pokemon1234 pokemon12345 pokemon123456 pokemon2020 pokemon2021 pokemon2022 pokemon2023 pokemon2024 pokemon2025
pokemon2026 pokemon! pokemon01 pokemon007 pokemon99 pokemon00 pokemon123! pokemon@123 pokemon* pokemon. pokemon1! soccer1 soccer12 soccer123 soccer1234 soccer12345 soccer123456 soccer2020 soccer2021
soccer2022 soccer2023 soccer2024 soccer2025 soccer2026 soccer! soccer01 soccer007 soccer99 soccer00 soccer123! soccer@123 soccer* soccer. soccer1! hockey1 hockey12 hockey123 hockey1234 hockey12345
hockey123456 hockey2020 hockey2021 hockey2022 hockey2023 hockey2024 hockey2025 hockey2026 hockey! hockey01 hockey007 hockey99 hockey00 hockey123! hockey@123 hockey* hockey. hockey1! killer1 killer12
killer123 killer1234 killer12345 killer123456 killer2020 killer2021 killer2022 killer2023 killer2024 killer2025 killer2026 killer! killer01 killer007 killer99 killer00 killer123! killer@123 killer*
killer. killer1! batman1 batman12 batman123 batman1234 batman12345 batman123456 batman2020 batman2021 batman2022 batman2023 batman2024 batman2025 batman2026 batman! batman01 batman007 batman99
batman00 batman123! batman@123 batman* batman. batman1! tigger1 tigger12 tigger123 tigger1234 tigger12345 tigger123456 tigger2020 tigger2021 tigger2022 tigger2023 tigger2024 tigger2025 tigger2026
tigger! tigger01 tigger007 tigger99 tigger00 tigger123! tigger@123 tigger* tigger. tigger1! cookie1 cookie12 cookie123 cookie1234 cookie12345 cookie123456 cookie2020 cookie2021 cookie2022 cookie2023
cookie2024 cookie2025 cookie2026 cookie! cookie01 cookie007 cookie99 cookie00 cookie123! cookie@123 cookie* cookie. cookie1! summer1 summer12 summer123 summer1234 summer12345 summer123456 summer2020
summer2021 summer2022 summer2023 summer2024 summer2025 summer2026 summer! summer01 summer007 summer99 summer00 summer123! summer@123 summer* summer. summer1! winter1 winter12 winter123 winter1234
winter12345 winter123456 winter2020 winter2021 winter2022 winter2023 winter2024 winter2025 winter2026 winter! winter01 winter007 winter99 winter00 winter123! winter@123 winter* winter. winter1!
spring spring1 spring12 spring123 spring1234 spring12345 spring123456 spring2020 spring2021 spring2022 spring2023 spring2024 spring2025 spring2026 spring! spring01 spring007 spring99 spring00
spring123! spring@123 spring* spring. spring1! autumn autumn1 autumn12 autumn123 autumn1234 autumn12345 autumn123456 autumn2020 autumn2021 autumn2022 autumn2023 autumn2024 autumn2025 autumn2026
autumn! autumn01 autumn007 autumn99 autumn00 autumn123! autumn@123 autumn* autumn. autumn1! flower1 flower12 flower123 flower1234 flower12345 flower123456 flower2020 flower2021 flower2022 flower2023
flower2024 flower2025 flower2026 flower! flower01 flower007 flower99 flower00 flower123! flower@123 flower* flower. flower1! purple1 purple12 purple123 purple1234 purple12345 purple123456 purple2020
purple2021 purple2022 purple2023 purple2024 purple2025 purple2026 purple! purple01 purple007 purple99 purple00 purple123! purple@123 purple* purple. purple1! orange1 orange12 orange123 orange1234
orange12345 orange123456 orange2020 orange2021 orange2022 orange2023 orange2024 orange2025 orange2026 orange! orange01 orange007 orange99 orange00 orange123! orange@123 orange* orange. orange1!
banana1 banana12 banana123 banana1234 banana12345 banana123456 banana2020 banana2021 banana2022 banana2023 banana2024 banana2025 banana2026 banana! banana01 banana007 banana99 banana00 banana123!
banana@123 banana* banana. banana1! chocolate chocolate1 chocolate12 chocolate123 chocolate1234 chocolate12345 chocolate123456 chocolate2020 chocolate2021 chocolate2022 chocolate2023 chocolate2024
chocolate2025 chocolate2026 chocolate! chocolate01 chocolate007 chocolate99 chocolate00 chocolate123! chocolate@123 chocolate* chocolate. chocolate1! secret1 secret12 secret123 secret1234
secret12345 secret123456 secret2020 secret2021 secret2022 secret2023 secret2024 secret2025 secret2026 secret! secret01 secret007 secret99 secret00 secret123! secret@123 secret* secret. secret1!
access1 access12 access123 access1234 access12345 access123456 access2020 access2021 access2022 access2023 access2024 access2025 access2026 access! access01 access007 access99 access00 access123!
access@123 access* access. access1! login login1 login12 login123 login1234 login12345 login123456 login2020 login2021 login2022 login2023 login2024 login2025 login2026 login! login01 login007
login99 login00 login123! login@123 login* login. login1! mustang1 mustang12 mustang123 mustang1234 mustang12345 mustang123456 mustang2020 mustang2021 mustang2022 mustang2023 mustang2024 mustang2025
mustang2026 mustang! mustang01 mustang007 mustang99 mustang00 mustang123! mustang@123 mustang* mustang. mustang1! ranger1 ranger12 ranger123 ranger1234 ranger12345 ranger123456 ranger2020 ranger2021
ranger2022 ranger2023 ranger2024 ranger2025 ranger2026 ranger! ranger01 ranger007 ranger99 ranger00 ranger123! ranger@123 ranger* ranger. ranger1! hunter1 hunter12 hunter123 hunter1234 hunter12345
hunter123456 hunter2020 hunter2021 hunter2022 hunter2023 hunter2024 hunter2025 hunter2026 hunter! hunter01 hunter007 hunter99 hunter00 hunter123! hunter@123 hunter* hunter. hunter1! buster1 buster12
buster123 buster1234 buster12345 buster123456 buster2020 buster2021 buster2022 buster2023 buster2024 buster2025 buster2026 buster! buster01 buster007 buster99 buster00 buster123! buster@123 buster*
buster. buster1! thomas1 thomas12 thomas123 thomas1234 thomas12345 thomas123456 thomas2020 thomas2021 thomas2022 thomas2023 thomas2024 thomas2025 thomas2026 thomas! thomas01 thomas007 thomas99
thomas00 thomas123! thomas@123 thomas* thomas. thomas1! robert1 robert12 robert123 robert1234 robert12345 robert123456 robert2020 robert2021 robert2022 robert2023 robert2024 robert2025 robert2026
robert! robert01 robert007 robert99 robert00 robert123! robert@123 robert* robert. robert1! daniel1 daniel12 daniel123 daniel1234 daniel12345 daniel123456 daniel2020 daniel2021 daniel2022 daniel2023
daniel2024 daniel2025 daniel2026 daniel! daniel01 daniel007 daniel99 daniel00 daniel123! daniel@123 daniel* daniel. daniel1! andrew1 andrew12 andrew123 andrew1234 andrew12345 andrew123456 andrew2020
andrew2021 andrew2022 andrew2023 andrew2024 andrew2025 andrew2026 andrew! andrew01 andrew007 andrew99 andrew00 andrew123! andrew@123 andrew* andrew. andrew1! joshua1 joshua12 joshua123 joshua1234
joshua12345 joshua123456 joshua2020 joshua2021 joshua2022 joshua2023 joshua2024 joshua2025 joshua2026 joshua! joshua01 joshua007 joshua99 joshua00 joshua123! joshua@123 joshua* joshua. joshua1!
matthew1 matthew12 matthew123 matthew1234 matthew12345 matthew123456 matthew2020 matthew2021 matthew2022 matthew2023 matthew2024 matthew2025 matthew2026 matthew! matthew01 matthew007 matthew99
matthew00 matthew123! matthew@123 matthew* matthew. matthew1! anthony1 anthony12 anthony123 anthony1234 anthony12345 anthony123456 anthony2020 anthony2021 anthony2022 anthony2023 anthony2024
anthony2025 anthony2026 anthony! anthony01 anthony007 anthony99 anthony00 anthony123! anthony@123 anthony* anthony. anthony1! ashley12 ashley123 ashley1234 ashley12345 ashley123456 ashley2020
ashley2021 ashley2022 ashley2023 ashley2024 ashley2025 ashley2026 ashley! ashley01 ashley007 ashley99 ashley00 ashley123! ashley@123 ashley* ashley. ashley1! jessica1 jessica12 jessica123
jessica1234 jessica12345 jessica123456 jessica2020 jessica2021 jessica2022 jessica2023 jessica2024 jessica2025 jessica2026 jessica! jessica01 jessica007 jessica99 jessica00 jessica123! jessica@123
jessica* jessica. jessica1! amanda1 amanda12 amanda123 amanda1234 amanda12345 amanda123456 amanda2020 amanda2021 amanda2022 amanda2023 amanda2024 amanda2025 amanda2026 amanda! amanda01 amanda007
amanda99 amanda00 amanda123! amanda@123 amanda* amanda. amanda1! nicole1 nicole12 nicole123 nicole1234 nicole12345 nicole123456 nicole2020 nicole2021 nicole2022 nicole2023 nicole2024 nicole2025
nicole2026 nicole! nicole01 nicole007 nicole99 nicole00 nicole123! nicole@123 nicole* nicole. nicole1! michelle1 michelle12 michelle123 michelle1234 michelle12345 michelle123456 michelle2020
michelle2021 michelle2022 michelle2023 michelle2024 michelle2025 michelle2026 michelle! michelle01 michelle007 michelle99 michelle00 michelle123! michelle@123 michelle* michelle. michelle1! samsung1
samsung12 samsung123 samsung1234 samsung12345 samsung123456 samsung2020 samsung2021 samsung2022 samsung2023 samsung2024 samsung2025 samsung2026 samsung! samsung01 samsung007 samsung99 samsung00
samsung123! samsung@123 samsung* samsung. samsung1! google google1 google12 google123 google1234 google12345 google123456 google2020 google2021 google2022 google2023 google2024 google2025 google2026
google! google01 google007 google99 google00 google123! google@123 google* google. google1! apple1 apple12 apple123 apple1234 apple12345 apple123456 apple2020 apple2021 apple2022 apple2023 apple2024
apple2025 apple2026 apple! apple01 apple007 apple99 apple00 apple123! apple@123 apple* apple. apple1! facebook facebook1 facebook12 facebook123 facebook1234 facebook12345 facebook123456 facebook2020
facebook2021 facebook2022 facebook2023 facebook2024 facebook2025 facebook2026 facebook! facebook01 facebook007 facebook99 facebook00 facebook123! facebook@123 facebook* facebook. facebook1! youtube
youtube1 youtube12 youtube123 youtube1234 youtube12345 youtube123456 youtube2020 youtube2021 youtube2022 youtube2023 youtube2024 youtube2025 youtube2026 youtube! youtube01 youtube007 youtube99
youtube00 youtube123! youtube@123 youtube* youtube. youtube1! twitter twitter1 twitter12 twitter123 twitter1234 twitter12345 twitter123456 twitter2020 twitter2021 twitter2022 twitter2023 twitter2024
twitter2025 twitter2026 twitter! twitter01 twitter007 twitter99 twitter00 twitter123! twitter@123 twitter* twitter. twitter1! instagram instagram1 instagram12 instagram123 instagram1234
instagram12345 instagram123456 instagram2020 instagram2021 instagram2022 instagram2023 instagram2024 instagram2025 instagram2026 instagram! instagram01 instagram007 instagram99 instagram00
instagram123! instagram@123 instagram* instagram. instagram1! test1 test12 test123 test1234 test12345 test123456 test2020 test2021 test2022 test2023 test2024 test2025 test2026 test! test01 test007
test99 test00 test123! test@123 test* test. test1! testing1 testing12 testing123 testing1234 testing12345 testing123456 testing2020 testing2021 testing2022 testing2023 testing2024 testing2025
testing2026 testing! testing01 testing007 testing99 testing00 testing123! testing@123 testing* testing. testing1! prueba prueba1 prueba12 prueba123 prueba1234 prueba12345 prueba123456 prueba2020
prueba2021 prueba2022 prueba2023 prueba2024 prueba2025 prueba2026 prueba! prueba01 prueba007 prueba99 prueba00 prueba123! prueba@123 prueba* prueba. prueba1! pruebas pruebas1 pruebas12 pruebas123
pruebas1234 pruebas12345 pruebas123456 pruebas2020 pruebas2021 pruebas2022 pruebas2023 pruebas2024 pruebas2025 pruebas2026 pruebas! pruebas01 pruebas007 pruebas99 pruebas00 pruebas123! pruebas@123
pruebas* pruebas. pruebas1! demo demo1 demo12 demo123 demo1234 demo12345 demo123456 demo2020 demo2021 demo2022 demo2023 demo2024 demo2025 demo2026 demo! demo01 demo007 demo99 demo00 demo123!
demo@123 demo* demo. demo1! default1 default12 default1234 default12345 default123456 default2020 default2021 default2022 default2023 default2024 default2025 default2026 default! default01
default007 default99 default00 default123! default@123 default* default. default1! changeme1 changeme12 changeme1234 changeme12345 changeme123456 changeme2020 changeme2021 changeme2022 changeme2023
changeme2024 changeme2025 changeme2026 changeme! changeme01 changeme007 changeme99 changeme00 changeme123! changeme@123 changeme* changeme. changeme1! cambiame cambiame1 cambiame12 cambiame123
cambiame1234 cambiame12345 cambiame123456 cambiame2020 cambiame2021 cambiame2022 cambiame2023 cambiame2024 cambiame2025 cambiame2026 cambiame! cambiame01 cambiame007 cambiame99 cambiame00
cambiame123! cambiame@123 cambiame* cambiame. cambiame1! cambiar cambiar1 cambiar12 cambiar123 cambiar1234 cambiar12345 cambiar123456 cambiar2020 cambiar2021 cambiar2022 cambiar2023 cambiar2024
cambiar2025 cambiar2026 cambiar! cambiar01 cambiar007 cambiar99 cambiar00 cambiar123! cambiar@123 cambiar* cambiar. cambiar1! abc abc1 abc12 abc1234 abc12345 abc123456 abc2020 abc2021 abc2022
abc2023 abc2024 abc2025 abc2026 abc! abc01 abc007 abc99 abc00 abc123! abc@123 abc* abc. abc1! abcd abcd1 abcd12 abcd123 abcd12345 abcd123456 abcd2020 abcd2021 abcd2022 abcd2023 abcd2024 abcd2025
abcd2026 abcd! abcd01 abcd007 abcd99 abcd00 abcd123! abcd@123 abcd* abcd. abcd1! abcdef1 abcdef12 abcdef123 abcdef1234 abcdef12345 abcdef123456 abcdef2020 abcdef2021 abcdef2022 abcdef2023 abcdef2024
abcdef2025 abcdef2026 abcdef! abcdef01 abcdef007 abcdef99 abcdef00 abcdef123! abcdef@123 abcdef* abcdef. abcdef1! abcdefg abcdefg1 abcdefg12 abcdefg123 abcdefg1234 abcdefg12345 abcdefg123456
abcdefg2020 abcdefg2021 abcdefg2022 abcdefg2023 abcdefg2024 abcdefg2025 abcdefg2026 abcdefg! abcdefg01 abcdefg007 abcdefg99 abcdefg00 abcdefg123! abcdefg@123 abcdefg* abcdefg. abcdefg1! qwe qwe1
qwe12 qwe1234 qwe12345 qwe123456 qwe2020 qwe2021 qwe2022 qwe2023 qwe2024 qwe2025 qwe2026 qwe! qwe01 qwe007 qwe99 qwe00 qwe123! qwe@123 qwe* qwe. qwe1! asd asd1 asd12 asd123 asd1234 asd12345
asd123456 asd2020 asd2021 asd2022 asd2023 asd2024 asd2025 asd2026 asd! asd01 asd007 asd99 asd00 asd123! asd@123 asd* asd. asd1! pass1 pass12 pass123 pass1234 pass12345 pass123456 pass2020 pass2021
pass2022 pass2023 pass2024 pass2025 pass2026 pass! pass01 pass007 pass99 pass00 pass123! pass@123 pass* pass. pass1! passwd passwd1 passwd12 passwd123 passwd1234 passwd12345 passwd123456 passwd2020
passwd2021 passwd2022 passwd2023 passwd2024 passwd2025 passwd2026 passwd! passwd01 passwd007 passwd99 passwd00 passwd123! passwd@123 passwd* passwd. passwd1! master1231 master12312 master123123
master1231234 master12312345 master123123456 master1232020 master1232021 master1232022 master1232023 master1232024 master1232025 master1232026 master12301 master123007 master12399 master12300
master123123! master123@123 master123* master123. master1231! hello1 hello12 hello123 hello1234 hello12345 hello123456 hello2020 hello2021 hello2022 hello2023 hello2024 hello2025 hello2026 hello!
hello01 hello007 hello99 hello00 hello123! hello@123 hello* hello. hello1! welcome11 welcome112 welcome1123 welcome11234 welcome112345 welcome1123456 welcome12020 welcome12021 welcome12022
welcome12023 welcome12024 welcome12025 welcome12026 welcome101 welcome1007 welcome199 welcome100 welcome1123! welcome1@123 welcome1* welcome1. welcome11! lovely lovely1 lovely12 lovely123 lovely1234
lovely12345 lovely123456 lovely2020 lovely2021 lovely2022 lovely2023 lovely2024 lovely2025 lovely2026 lovely! lovely01 lovely007 lovely99 lovely00 lovely123! lovely@123 lovely* lovely. lovely1! baby
baby1 baby12 baby123 baby1234 baby12345 baby123456 baby2020 baby2021 baby2022 baby2023 baby2024 baby2025 baby2026 baby! baby01 baby007 baby99 baby00 baby123! baby@123 baby* baby. baby1! babygirl1
babygirl12 babygirl123 babygirl1234 babygirl12345 babygirl123456 babygirl2020 babygirl2021 babygirl2022 babygirl2023 babygirl2024 babygirl2025 babygirl2026 babygirl! babygirl01 babygirl007
babygirl99 babygirl00 babygirl123! babygirl@123 babygirl* babygirl. babygirl1! angel11 angel112 angel1123 angel11234 angel112345 angel1123456 angel12020 angel12021 angel12022 angel12023 angel12024
angel12025 angel12026 angel101 angel1007 angel199 angel100 angel1123! angel1@123 angel1* angel1. angel11! love1 love12 love123 love1234 love12345 love123456 love2020 love2021 love2022 love2023
love2024 love2025 love2026 love! love01 love007 love99 love00 love123! love@123 love* love. love1! loveyou loveyou1 loveyou12 loveyou123 loveyou1234 loveyou12345 loveyou123456 loveyou2020
loveyou2021 loveyou2022 loveyou2023 loveyou2024 loveyou2025 loveyou2026 loveyou! loveyou01 loveyou007 loveyou99 loveyou00 loveyou123! loveyou@123 loveyou* loveyou. loveyou1! soccer11 soccer112
soccer1123 soccer11234 soccer112345 soccer1123456 soccer12020 soccer12021 soccer12022 soccer12023 soccer12024 soccer12025 soccer12026 soccer101 soccer1007 soccer199 soccer100 soccer1123! soccer1@123
soccer1* soccer1. soccer11! football11 football112 football1123 football11234 football112345 football1123456 football12020 football12021 football12022 football12023 football12024 football12025
football12026 football101 football1007 football199 football100 football1123! football1@123 football1* football1. football11! monkey11 monkey112 monkey1123 monkey11234 monkey112345 monkey1123456
monkey12020 monkey12021 monkey12022 monkey12023 monkey12024 monkey12025 monkey12026 monkey101 monkey1007 monkey199 monkey100 monkey1123! monkey1@123 monkey1* monkey1. monkey11! dragon11 dragon112
dragon1123 dragon11234 dragon112345 dragon1123456 dragon12020 dragon12021 dragon12022 dragon12023 dragon12024 dragon12025 dragon12026 dragon101 dragon1007 dragon199 dragon100 dragon1123! dragon1@123
dragon1* dragon1. dragon11! linkedin linkedin1 linkedin12 linkedin123 linkedin1234 linkedin12345 linkedin123456 linkedin2020 linkedin2021 linkedin2022 linkedin2023 linkedin2024 linkedin2025
linkedin2026 linkedin! linkedin01 linkedin007 linkedin99 linkedin00 linkedin123! linkedin@123 linkedin* linkedin. linkedin1! netflix netflix1 netflix12 netflix123 netflix1234 netflix12345
netflix123456 netflix2020 netflix2021 netflix2022 netflix2023 netflix2024 netflix2025 netflix2026 netflix! netflix01 netflix007 netflix99 netflix00 netflix123! netflix@123 netflix* netflix.
netflix1! spotify spotify1 spotify12 spotify123 spotify1234 spotify12345 spotify123456 spotify2020 spotify2021 spotify2022 spotify2023 spotify2024 spotify2025 spotify2026 spotify! spotify01
spotify007 spotify99 spotify00 spotify123! spotify@123 spotify* spotify. spotify1! whatsapp whatsapp1 whatsapp12 whatsapp123 whatsapp1234 whatsapp12345 whatsapp123456 whatsapp2020 whatsapp2021
whatsapp2022 whatsapp2023 whatsapp2024 whatsapp2025 whatsapp2026 whatsapp! whatsapp01 whatsapp007 whatsapp99 whatsapp00 whatsapp123! whatsapp@123 whatsapp* whatsapp. whatsapp1! microsoft microsoft1
microsoft12 microsoft123 microsoft1234 microsoft12345 microsoft123456 microsoft2020 microsoft2021 microsoft2022 microsoft2023 microsoft2024 microsoft2025 microsoft2026 microsoft! microsoft01
microsoft007 microsoft99 microsoft00 microsoft123! microsoft@123 microsoft* microsoft. microsoft1! windows windows1 windows12 windows123 windows1234 windows12345 windows123456 windows2020
windows2021 windows2022 windows2023 windows2024 windows2025 windows2026 windows! windows01 windows007 windows99 windows00 windows123! windows@123 windows* windows. windows1! android android1
android12 android123 android1234 android12345 android123456 android2020 android2021 android2022 android2023 android2024 android2025 android2026 android! android01 android007 android99 android00
android123! android@123 android* android. android1! iphone iphone1 iphone12 iphone123 iphone1234 iphone12345 iphone123456 iphone2020 iphone2021 iphone2022 iphone2023 iphone2024 iphone2025 iphone2026
iphone! iphone01 iphone007 iphone99 iphone00 iphone123! iphone@123 iphone* iphone. iphone1! sistema sistema1 sistema12 sistema123 sistema1234 sistema12345 sistema123456 sistema2020 sistema2021
sistema2022 sistema2023 sistema2024 sistema2025 sistema2026 sistema! sistema01 sistema007 sistema99 sistema00 sistema123! sistema@123 sistema* sistema. sistema1! sistemas sistemas1 sistemas12
sistemas123 sistemas1234 sistemas12345 sistemas123456 sistemas2020 sistemas2021 sistemas2022 sistemas2023 sistemas2024 sistemas2025 sistemas2026 sistemas! sistemas01 sistemas007 sistemas99
sistemas00 sistemas123! sistemas@123 sistemas* sistemas. sistemas1! servidor servidor1 servidor12 servidor123 servidor1234 servidor12345 servidor123456 servidor2020 servidor2021 servidor2022
servidor2023 servidor2024 servidor2025 servidor2026 servidor! servidor01 servidor007 servidor99 servidor00 servidor123! servidor@123 servidor* servidor. servidor1! server server1 server12 server123
server1234 server12345 server123456 server2020 server2021 server2022 server2023 server2024 server2025 server2026 server! server01 server007 server99 server00 server123! server@123 server* server.
server1! oracle oracle1 oracle12 oracle123 oracle1234 oracle12345 oracle123456 oracle2020 oracle2021 oracle2022 oracle2023 oracle2024 oracle2025 oracle2026 oracle! oracle01 oracle007 oracle99
oracle00 oracle123! oracle@123 oracle* oracle. oracle1! mysql mysql1 mysql12 mysql123 mysql1234 mysql12345 mysql123456 mysql2020 mysql2021 mysql2022 mysql2023 mysql2024 mysql2025 mysql2026 mysql!
mysql01 mysql007 mysql99 mysql00 mysql123! mysql@123 mysql* mysql. mysql1! postgres postgres1 postgres12 postgres123 postgres1234 postgres12345 postgres123456 postgres2020 postgres2021 postgres2022
postgres2023 postgres2024 postgres2025 postgres2026 postgres! postgres01 postgres007 postgres99 postgres00 postgres123! postgres@123 postgres* postgres. postgres1! sqlite sqlite1 sqlite12 sqlite123
sqlite1234 sqlite12345 sqlite123456 sqlite2020 sqlite2021 sqlite2022 sqlite2023 sqlite2024 sqlite2025 sqlite2026 sqlite! sqlite01 sqlite007 sqlite99 sqlite00 sqlite123! sqlite@123 sqlite* sqlite.
sqlite1! database database1 database12 database123 database1234 database12345 database123456 database2020 database2021 database2022 database2023 database2024 database2025 database2026 database!
database01 database007 database99 database00 database123! database@123 database* database. database1! 234567 012345 2345678 0123456 23456789 01234567 234567890 012345678 2345678901 12345678901
23456789012 01234567890 123456789012 234567890123 012345678901 00000000 0000000000 000000000000 1111111111 111111111111 22222222 2222222222 222222222222 33333333 3333333333 333333333333 44444444
4444444444 444444444444 55555555 5555555555 555555555555 66666666 6666666666 666666666666 77777777 7777777777 777777777777 8888888888 888888888888 99999999 9999999999 999999999999 12ab ab12 12ab12ab
ab12ab12 123abc123abc abc123abc123 1234abcd 1234abcd1234abcd abcd1234abcd1234 123123123123 123412341234 1234123412341234 123451234512345 12345123451234512345 abcabcabc abcabcabcabc qweqweqwe
qweqweqweqwe asdasdasd asdasdasdasd`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
