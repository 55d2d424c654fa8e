#pragma once
// The sentences a player reads, each whole and with named placeholders ("{who} attacks
// {target}"), so that a catalogue of another language can give the same sentence in its own word
// order. A sentence is looked up by its id; no sentence is assembled from pieces of others.
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace bnb::words {

// Every sentence, by id. The English text of each is in say.cpp.
#define BNB_SENTENCES(X)                                                                          \
  X(MoveTo, "move to {hex} ({points, plural, one {1 move point} other {# move points}}{hazards, plural, =0 {} one {, 1 hazard} other {, # hazards}}{path, select, avoiding {, avoiding hazards and plates} through {, through {crossed}} other {}}{ends, select, hazard {, ends on hazard ''{name}''} plate {, ends on pressure plate ''{name}''} other {}})")                                                           \
  X(ForcedPush, "push {who} to {hex}")                                                            \
  X(ForcedPull, "pull {who} to {hex}")                                                            \
  X(FigureTo, "{who} to {hex}")                                                                   \
  X(FigureToVia, "{who} to {hex} via {hexes}")                                                    \
  X(TargetHp, "{who} (HP {hp}/{max_hp})")                                                         \
  X(TargetHpStats, "{who} (HP {hp}/{max_hp}, {stats})")                                           \
  X(TargetHpConditions, "{who} (HP {hp}/{max_hp}) [{conditions}]")                               \
  X(TargetHpStatsConditions, "{who} (HP {hp}/{max_hp}, {stats}) [{conditions}]")                 \
  X(StatShield, "shield {n}")                                                                     \
  X(StatRetaliate, "retaliate {n}")                                                               \
  X(ObjectiveAt, "the objective at {hex}")                                                        \
  X(ForcedPushVia, "push {who} to {hex} via {hexes}")                                             \
  X(ForcedPullVia, "pull {who} to {hex} via {hexes}")                                             \
  X(StopHere, "stop here")                                                                        \
  X(DoNotMove, "do not move")                                                                     \
  X(ItDoesNotMove, "it does not move")                                                            \
  X(DoNotAttack, "do not attack")                                                                 \
  X(ItDoesNotAttack, "it does not attack")                                                        \
  X(NoMoreTargets, "no more targets")                                                             \
  X(PushNoOne, "push no one")                                                                     \
  X(PullNoOne, "pull no one")                                                                     \
  X(SpawnAt, "closest empty hex {hex}")                                                           \
  X(InitiativeEarlier, "earlier: initiative {n}")                                                 \
  X(InitiativeLater, "later: initiative {n}")                                                     \
  X(AreaHits, "area at {hex} (hexes {hexes}), hits {list}")                                       \
  X(AreaHitsAt, "hit {list} (hexes {hexes})")                                                    \
  X(AreaHitsNothing, "area at {hex} (hexes {hexes}), hits nothing")                               \
  X(ObjectiveAtLetter, "Objective {name}, letter {letter} on the map: {what}")                    \
  X(ObjectiveOnMap, "Objective {name}, marked on the map: {what}")                                \
  X(ObjectiveUnnamed, "(unnamed)")                                                                \
  X(ObjectiveHp, "{n} hit points.")                                                               \
  X(ObjectiveImmune, "immune to damage.")                                                         \
  X(HexWithWhat, "{hex} ({what, select, hazard {hazard ''{name}''} plate {pressure plate ''{name}''} other {{name}}})") \
  X(You, "you")                                                                                   \
  X(ElementName, "{element, select, fire {fire} ice {ice} air {air} earth {earth} light {light} dark {dark} other {{element}}}") \
  X(ConditionName, "{condition, select, poison {poison} wound {wound} immobilize {immobilize} disarm {disarm} muddle {muddle} strengthen {strengthen} invisible {invisible} other {{condition}}}") \
  X(East, "east")                                                                                 \
  X(West, "west")                                                                                 \
  X(NorthEast, "north-east")                                                                      \
  X(NorthWest, "north-west")                                                                      \
  X(SouthEast, "south-east")                                                                      \
  X(SouthWest, "south-west")                                                                      \
  X(HazardNamed, "hazard ''{name}''")                                                               \
  X(PlateNamed, "pressure plate ''{name}''")                                                        \
  X(ConsumeFor, "consume {elements}: {before} becomes {after}")                                   \
  X(AnyElement, "any element")                                                                    \
  X(ElementTimes, "{elements} x{n}")                                                              \
  X(Equip, "equip {item}\n        {when}: {text}")                                                \
  X(AbilityConsuming, "{ability} (consume {elements}: {gains})")                                \
  X(GainValue, "+{n} {what, select, move {Move} attack {Attack} heal {Heal} shield {Shield} retaliate {Retaliate} push {Push} pull {Pull} recover {Recover} range {range} target {target} other {{what}}}") \
  X(BonusRound, "{bonus} (round bonus)")                                                          \
  X(BonusPersistent, "{bonus} (persistent bonus)")                                                \
  X(BonusPersistentUses, "{bonus} (persistent bonus, {n, plural, one {1 use} other {# uses}})")                                  \
  X(ShieldBonus, "Shield {n}")                                                                    \
  X(RetaliateBonus, "Retaliate {n}")                                                              \
  X(RetaliateRangeBonus, "Retaliate {n}, range {range}")                                          \
  X(InfuseAfter, "Infuse {elements}")                                                             \
  X(ActionLost, "{action} (lost)")                                                                \
  X(ActionLostForGood, "{action} (lost, cannot be recovered)")                                    \
  X(CardHalf, "{card} ({side}) {half}: {action}")                                                 \
  X(CardHalfSkipping, "{card} ({side}) {half}: {action} (skipping {skipped})")                        \
  X(CardHalfSkippingAll, "{card} ({side}) {half}: none of it (skipping {skipped})")                   \
  X(Top, "top")                                                                                   \
  X(Bottom, "bottom")                                                                             \
  X(CardSideLine, "side {side} (initiative {initiative})\n    top:    {top}\n    bottom: {bottom}") \
  X(PlayCards, "{card} [initiative {n}] + {card2}")                                               \
  X(LongRest, "long rest (initiative 99)")                                                        \
  X(BasicAttack, "{card} top: basic Attack 2")                                                    \
  X(BasicMove, "{card} bottom: basic Move 2")                                                     \
  X(Perform, "perform: {ability}")                                                                \
  X(SkipIt, "skip it")                                                                            \
  X(ApplyEffects, "apply the added effects")                                                      \
  X(SkipEffects, "skip the added effects")                                                        \
  X(DoNotConsume, "do not consume")                                                               \
  X(DoShortRest, "short rest")                                                                    \
  X(DoNotRest, "do not rest")                                                                     \
  X(Redraw, "suffer 1 damage to lose a different random card")                                    \
  X(LoseIt, "lose {card}")                                                                        \
  X(HealSelf, "heal {n} self")                                                                    \
  X(DoNotHeal, "do not heal")                                                                     \
  X(RecoverSpentItems, "recover spent items")                                                     \
  X(DoNotRecover, "do not recover")                                                               \
  X(UseItemPlain, "use {item}")                                                                   \
  X(UseItemFor, "use {item}: {text}")                                                             \
  X(UseNoMoreItems, "use no (more) items")                                                        \
  X(DismissIt, "dismiss {card}")                                                                  \
  X(KeepBonuses, "keep all active bonuses")                                                       \
  X(RecoverFrom, "recover {card} from {pile, select, hand {your hand} discard {the discard pile} lost {the lost cards} selected {the selected cards} active {the active cards} other {{pile}}}")                                                \
  X(RecoverNoMore, "recover no more")                                                             \
  X(ActsFirst, "{monster} acts first")                                                            \
  X(Replaces, "{card} replaces {old}")                                                            \
  X(StartScenario, "start the scenario")                                                          \
  X(Unequip, "take off {item}")                                                                   \
  X(AboutToSuffer, "You are about to suffer {n} damage")                                          \
  X(AboutToSufferFrom, "{Source} deals you {n} damage")                                           \
  X(AboutToSufferFromThen, "{Source} deals you {n} damage, and you gain {conditions} whatever you do") \
  X(Suffer, "suffer {n} damage")                                                                  \
  X(NegateByDiscard, "negate: discard {card}")                                                    \
  X(NegateByDiscardTwo, "negate: discard {card} and {card2}")                                     \
  X(NegateByLosing, "negate: lose {card}")                                                        \
  X(NegateByItem, "use {item}: negate {n} damage")                                                \
  X(NegateAfterDismissing, "first dismiss the bonus of {card}")                                   \
  X(InfusionOnCard, "{elements} on {card}: used up there, the other infusions stay")              \
  X(InfusionOfMonster, "{elements} made by the {monster} action: used up, the other infusions stay") \
  X(InfusionThisRound, "{elements} infused this round: used up, the other infusions stay")         \
  X(WildInfusion, "the wild infusion of this round (any element): used up, the other infusions stay") \
  X(AttackFacts, "attack {value} before modifiers, {reach}")                                      \
  X(RangeN, "range {n}")                                                                          \
  X(Melee, "melee")                                                                               \
  X(TargetWithEffects, "{target}, with {effects}")                                               \
  X(TargetWithoutEffects, "{target}, without {effects}")                                         \
  X(UseItemNow, "use {item} now: {text}")                                                         \
  X(DismissNow, "dismiss {card}: its bonus ends")                                                 \
  X(MoveFacts, "{n} move points")                                                                 \
  X(MoveFactsJump, "{n} move points, jump")                                                       \
  X(DamageComing, "{n} damage coming")                                                            \
  X(HexesLeft, "{n, plural, one {1 hex left} other {# hexes left}}")                                                                  \
  X(QuestionFacts, "{question} ({facts})")                                                        \
  /* Abilities, one sentence per verb (engine/base/content/verbs.h), and their added effects. */ \
  X(AbilityMove, "Move {n}{jump, select, yes { jump} other {}}")                                     \
  X(AbilityAttack, "Attack {n}{range, plural, =0 {} =1 {} other {, range #}}{targets, plural, =0 {} =1 {} other {, target #}}{area, plural, =0 {} one {, area of 1 hex} other {, area of # hexes}}{effect_count, plural, =0 {} other {, {effects}}}{advantage, select, yes {, advantage} other {}}") \
  X(AbilityHeal, "Heal {n}{self, select, yes { self} other {{range, plural, =0 {} =1 {} other {, range #}}}}") \
  X(AbilityShield, "Shield {n}")                                                                     \
  X(AbilityRetaliate, "Retaliate {n}{range, plural, =0 {} =1 {} other {, range #}}{effect_count, plural, =0 {} other {, {effects}}}") \
  X(AbilityCondition, "Give {conditions}{self, select, yes { self} other {{range, plural, =0 {} =1 {} other {, range #}}}}") \
  X(AbilityInfuse, "Infuse {elements}")                                                              \
  X(AbilityRecover, "Recover {n}{level, plural, =0 {} other { (level # or lower)}}")                 \
  X(AbilityInitiative, "Initiative {n} earlier or later")                                            \
  X(AbilityReadDie, "Read a \"{face}\" die as \"{as}\"")                                             \
  X(AbilityExtraAction, "After a top action, also its bottom action")                                \
  X(AbilitySufferDamage, "Suffer {n} damage")                                                        \
  X(AbilityPush, "Push {n}{range, plural, =0 {} =1 {} other {, range #}}")                           \
  X(AbilityPull, "Pull {n}{range, plural, =0 {} =1 {} other {, range #}}")                           \
  X(AbilitySpecial, "Special ability")                                                               \
  X(Effect, "{effect, select, pierce {pierce {n}} push {push {n}} pull {pull {n}} heal_self {heal {n} self} other {{effect} {n}}}") \
  X(EffectSelf, "{condition} self")                                                                  \
  X(ModifierCell, "{kind, select, null {x0} double {2x} other {{value}}}{targets, plural, =0 {} other {, +# target}}{effect_count, plural, =0 {} other {, {effects}}}") \
  /* The look-up cards (engine/play/words/cards.h): monsters, modifier tables, elements, cards, items, scenarios, classes, the order. */ \
  X(ElementOr, "{first} or {second}")                                                                \
  X(MonsterCardHead, "{name} ({id}): {hp, plural, one {1 hit point} other {# hit points}}{shield, plural, =0 {} other {, shield #}}{retaliate, plural, =0 {} other {, retaliate #{range, plural, =0 {} =1 {} other { (range #)}}{condition_count, plural, =0 {} other { with {conditions}}}}}{flying, select, yes {, flying} other {}}") \
  X(MonsterImmune, "immune to: {conditions}")                                                        \
  X(MonsterAttacksAdd, "every attack adds: {effects}")                                               \
  X(MonsterDieColumn, "{column} (die {faces}) {text}")                                               \
  X(MonsterColumn, "initiative {n}: {abilities}")                                                    \
  X(RolledThisRound, "<- rolled this round")                                                         \
  X(MonsterFigureLine, "{who}: HP {hp}/{max_hp}{condition_count, plural, =0 {} other { [{conditions}]}}{shield, plural, =0 {} other {, shield +# this round}}{retaliate, plural, =0 {} other {, retaliate +# this round}}") \
  X(CubeHere, "<- cube")                                                                             \
  X(YourModifierTable, "Your modifier table ({class}, level {level}), cube on row {row}:")           \
  X(MonsterModifierTable, "Monster modifier table ({difficulty}), cube on row {row}:")               \
  X(ModifierTablesHowTo, "The die picks the column; the cube's row is used and then moves down one row.") \
  X(NoElementNow, "No element can be consumed now.")                                                 \
  X(ElementsNow, "Elements that can be consumed now (each infusion once per round):")                \
  X(ElementFromCard, "{elements}: from your card {card} ({pile})")                                   \
  X(ElementFromMonster, "{elements}: from the {monster} action rolled this round")                   \
  X(ElementFromElsewhere, "{elements}: from an item or a scenario rule this round")                  \
  X(CardHead, "{card} (level {level})")                                                              \
  X(CardReplaces, "replaces {card} when chosen as an upgrade")                                       \
  X(ItemSlotName, "{slot, select, one_hand {one hand} two_hand {two hands} small {small item} other {{slot}}}") \
  X(ItemUsageName, "{usage, select, spent {spent (a long rest recovers it)} lost {lost (once per scenario)} passive {passive (always in effect)} reusable {reusable (no use spends it; you choose when to use it)} other {{n, plural, one {1 use} other {# uses}}}}") \
  X(ItemWindowName, "{window, select, your_turn {during your turn} your_attack {during your attack} after_your_attack {after your attack} enemy_attack {when an enemy attacks you} after_enemy_attack {after an enemy attacks you} after_initiative {after initiative is determined} your_movement {during your movement} passive {always} other {{window}}}") \
  X(ItemLine, "{item} (#{number}) - {slot}, {usage}")                                                \
  X(BlockedByPair, "its pair {item} is equipped")                                                    \
  X(BlockedByPairUnnamed, "its pair is equipped")                                                    \
  X(BlockedHands, "{hands, select, two {needs two free hands} other {needs a free hand}}")           \
  X(BlockedSmallSlots, "the small-item slots are full")                                              \
  X(ItemUse, "use: {window}{melee, select, yes {, melee attacks only} other {}}{ranged, select, yes {, ranged attacks only} other {}}{single, select, yes {, single-target attacks only} other {}}") \
  X(ItemNoText, "(no text)")                                                                         \
  X(ItemNumbered, "{item} (#{number})")                                                              \
  X(ItemSharesCard, "shares its card with {items}: only one of them may be equipped")                \
  X(ItemAvailableAfter, "available after scenario {n}")                                              \
  X(EffectOfItsOwn, "It has an effect of its own.")                                                  \
  X(HazardRule, "{kind, select, plate {Pressure plate} other {Hazard}} ''{name}'': {text}")          \
  X(ScenarioHead, "Scenario {number}: {name} (level {level}, {id})")                                 \
  X(ScenarioGoal, "Goal: {goal}")                                                                    \
  X(ScenarioOnlyFor, "Only for: {classes}")                                                          \
  X(ScenarioNotFor, "Not for: {classes}")                                                            \
  X(SpecialRulesNone, "Special rules: none")                                                         \
  X(SpecialRules, "Special rules:")                                                                  \
  X(MonsterCount, "{n} {monster}")                                                                   \
  X(ScenarioMonsters, "Monsters: {count, plural, =0 {none at the start} other {{monsters}}}")        \
  X(ScenarioRewards, "Rewards: {items}")                                                             \
  X(ScenarioUnlocks, "Unlocks: {count, plural, one {scenario {scenarios}} other {scenarios {scenarios}}}") \
  X(ClassHead, "{name} ({id})")                                                                      \
  X(ClassHeadStyle, "{name} ({id}): {style}")                                                        \
  X(ClassHitPoints, "hit points by level: {list}")                                                   \
  X(ClassLevelOneCards, "Level-1 cards:")                                                            \
  X(ClassUpgrades, "Level-2 upgrades:")                                                              \
  X(ClassModifierTable, "Modifier table at level 1:")                                                \
  X(OrderNotSet, "The initiative order is set once the cards of the round are chosen.")              \
  X(OrderHead, "Round {n} initiative order:")                                                        \
  X(OrderLine, "{n}  {who} ({state, select, done {done} acting {acting} other {to come}})")          \
  /* Questions: one sentence per decision kind (and per case of it), read from its fields. */   \
  X(AskUpgrade, "Level {level}: choose an upgrade ({n} of {count})")                              \
  X(AskEquip, "Equip items (two hands, {n} small)")                                               \
  X(AskSelectCards, "Round {n}: choose two cards (the first sets initiative), or rest")           \
  X(AskMonsterOrder, "Monster types tie at initiative {n}: which acts first?")                    \
  X(AskFirstAction, "Choose your first action")                                                   \
  X(AskSecondAction, "Choose your second action")                                                 \
  X(AskPerform, "{ability}?")                                                                     \
  X(AskMove, "Move {n}: where to?")                                                               \
  X(AskJump, "Move {n} (jump): where to?")                                                        \
  X(AskControlMove, "Control {who}: move {n} where?")                                             \
  X(AskTarget, "Attack {value}: choose target {n}")                                               \
  X(AskExtraTarget, "Attack {value} (+ target): choose target {n}")                               \
  X(AskControlTarget, "Control {who}: attack {value}, choose target {n}")                         \
  X(AskPushTarget, "Push {n}: choose a target")                                                   \
  X(AskPullTarget, "Pull {n}: choose a target")                                                   \
  X(AskPlaceArea, "Place the area attack")                                                        \
  X(AskApplyEffects, "Added effects on {who}: {effects}?")                                        \
  X(AskApplyModifierEffects, "Modifier {modifier}: apply its added effects?")                     \
  X(AskConsume, "Consume for: {ability}?")                                                        \
  X(AskInfusion, "Which infusion is consumed?")                                                   \
  X(AskAdvantage, "Advantage: choose a modifier")                                                 \
  X(AskPushNext, "Push {who}: next hex")                                                          \
  X(AskPullNext, "Pull {who}: next hex")                                                          \
  X(AskPushPath, "Push {who}: choose the path")                                                   \
  X(AskPullPath, "Pull {who}: choose the path")                                                   \
  X(AskShortRest, "Short rest? (discard pile back to hand, lose one random card)")                \
  X(AskRedraw, "The rest would lose {card}")                                                      \
  X(AskLongRestLose, "Long rest: choose the card to lose")                                        \
  X(AskLongRestHeal, "Long rest: heal {n} self?")                                                 \
  X(AskRecoverItems, "Long rest: recover your spent items?")                                      \
  X(AskItemTurn, "Use an item during your turn?")                                                 \
  X(AskItemMove, "Use an item for this move?")                                                    \
  X(AskItemTargeting, "Use an item for this attack (before choosing targets)?")                   \
  X(AskItemAttack, "Use an item for this attack?")                                                \
  X(AskItemAfterAttack, "Use an item after your attack?")                                         \
  X(AskItemEnemyAttack, "Use an item against this attack?")                                       \
  X(AskItemAfterEnemyAttack, "Use an item after the enemy's attack?")                             \
  X(AskItemInitiative, "Use an item now that initiative is known?")                               \
  X(AskItemDie, "Use an item for this die?")                                                      \
  X(AskDismiss, "Dismiss a persistent bonus?")                                                    \
  X(AskHealTarget, "Which monster does the heal target?")                                         \
  X(AskSpawn, "Where does the new {monster} appear?")                                             \
  X(AskRecoverCards, "Recover a card to your hand, A side up")                                    \
  X(AskElement, "Consume the infusion as which element?")                                         \
  X(AskChangeInitiative, "Move your initiative by {n}?")                                          \
  /* The campaign's questions and options, read from their fields. */  \
  X(AskClass, "Choose your class:") \
  X(AskNextScenario, "Choose the next scenario:") \
  X(AskGoOn, "Continue the campaign?") \
  X(ClassOption, "{name} -- {style}") \
  X(ScenarioOption, "scenario {n}: {name}") \
  X(PlayNextScenario, "play the next scenario") \
  X(PlayScenarioAgain, "play scenario {n} again") \
  X(StopSaved, "stop here (saved)") \
  X(SavedGameRestarted, "The saved game no longer fits the loaded content (from the answer ''{answer}''): the scenario starts over.") \
  /* The terminal's board and story (tools/bnb/screen.cpp, play_scenario.cpp). */  \
  X(ScreenTitle, "== Scenario {n}: {name} -- round {round} ==") \
  X(ScreenYou, "You: {class} at {hex}, HP {hp}/{max_hp}{conditions}, modifier cube row {row}") \
  X(ScreenYouCompact, "You: HP {hp}/{max_hp}{conditions}, cube row {row}. Look-ups: ? (b board, c cards, m monsters)") \
  X(ScreenConditions, " [{conditions}]") \
  X(ScreenHandCard, "hand: {card} ({side}) initiative {initiative}: {top} | {bottom}") \
  X(ScreenPile, "{pile, select, selected {selected} discard {discard pile} lost {lost} active {active} other {{pile}}}: {cards}") \
  X(ScreenItems, "items: {items}") \
  X(ScreenItem, "{item}{status, select, spent { (spent)} lost { (lost)} other {}}") \
  X(ScreenMonster, "{symbol} {name}{shield, plural, =0 {} other { (shield #)}}{retaliate, plural, =0 {} other { (retaliate #)}}: {figures}") \
  X(ScreenMonsterFigure, "{mark} HP {hp}/{max_hp}{conditions}") \
  X(ScreenMonsterRound, "this round: initiative {n} -- {abilities}") \
  X(ScreenNoAbilities, "no ability") \
  X(ScreenElements, "Elements to consume: {elements} (e: where from)") \
  X(ScreenLastEvents, "Last events:") \
  X(ScreenMoreOptions, "(options {from}-{to} of {n}; + lists the next ones)") \
  X(ScreenEarlierLines, "({n, plural, one {1 earlier line} other {# earlier lines}}: log shows them)") \
  X(ScreenMapHidden, "(b shows the map)") \
  X(ScreenEquipped, "Equipped:") \
  X(ScreenNotAllowed, "Not allowed now:") \
  X(ScreenRefusedItem, "{item} (#{number}, {slot}): {reason}") \
  X(YourHex, "your hex") \
  X(LegendYou, "you") \
  X(LegendLetters, "A-Z map letters") \
  X(LegendNumbers, "numbers on the map: the options below that name those hexes") \
  X(ScenarioResult, "Scenario {n} {won, select, yes {won} other {lost}} after {rounds, plural, one {1 round} other {# rounds}} (state {state})") \
  /* The terminal's own lines: a prompt's answer refused, quitting, saving, resuming (tools/bnb/play_*.cpp). */ \
  X(EnterOption, "Please enter the number of an option (? for look-ups, q to {quit, select, save {save and quit} other {quit}}).") \
  X(NotAnOption, "''{answer}'' is not one of the options: enter a number from 1 to {n} (? for look-ups, q to {quit, select, save {save and quit} other {quit}}).") \
  X(UndoUsage, "{key} takes back the last answer; {key} N the last N answers.") \
  X(Resumed, "(resumed)") \
  X(QuitSingle, "Quit. A single scenario ({option}) is not saved; {command} starts it again.") \
  X(EndOfInputSingle, "End of input: quit. A single scenario ({option}) is not saved.") \
  X(QuitSaved, "Saved. Run {command} to continue.") \
  X(EndOfInputSaved, "End of input: saved. Run {command} to continue.") \
  X(QuitNothingSaved, "Quit. Nothing is saved.") \
  X(QuitBeforeClass, "Quit before choosing a class: there is no campaign to save yet.") \
  X(CampaignContinuing, "Continuing the campaign in {file} ({class}, {n, plural, one {1 scenario completed} other {# scenarios completed}}).") \
  X(OldSaveRestarts, "This save was written by an older version of bnb that asked its questions differently: scenario {n} restarts from its seed (the campaign itself is kept).") \
  X(DifficultyChanged, "The campaign''s difficulty is now {difficulty} (it was {was}).") \
  X(AutoCampaign, "The built-in player plays a campaign saved in {file}.") \
  X(AutoGaveUp, "The built-in player lost three times in a row; stopping.") \
  X(NoFurtherScenario, "The campaign has no further scenario in the loaded content. Well played!") \
  /* bnb replay --show and bnb show scenario --svg (tools/bnb/cmd_replay.cpp, cmd_show.cpp, board_view.cpp). */ \
  X(ReplayHead, "=== Scenario {n}: {name}, {class}, seed {seed} ===") \
  X(ReplayEnd, "Scenario {n} {outcome, select, won {won} lost {lost} other {unfinished}} after {rounds, plural, one {1 round} other {# rounds}}") \
  X(MapTitle, "Scenario {n}: {name}") \
  X(MapDrawnInto, "Map drawn into {file}") \
  X(NoMap, "(no map)") \
  X(MapPart, "(map, part {part} of {parts}, left to right)") \
  /* The map's terrain key (the legend under the map): a terrain, a name the map gives it, its letter. */ \
  X(MapTerrain, "{terrain, select, floor {floor} obstacle {obstacle} difficult {difficult} hazard {hazard} pressure_plate {pressure plate} objective {objective} wall {wall} open_door {open door} closed_door {closed door} thin_wall {thin wall between two hexes} other {{terrain}}}") \
  X(MapTerrainNamed, "{terrain} {name}") \
  X(MapTerrainLetter, "{terrain} (letter {letter})") \
  /* The terminal's look-ups (? lists them): one line per key; {key} is what the player types. */ \
  X(LookupsHead, "Look-ups (they answer nothing; the question stays open):") \
  X(LookupName, "NAME") \
  X(LookupBoard, "the board again") \
  X(LookupMore, "the next options, when a small terminal lists them in pages") \
  X(LookupMonsters, "monster cards: hit points, shield, retaliate, immunities, the three action columns\nand the one rolled this round ({key} alone: every type on the map)") \
  X(LookupTables, "the modifier tables, yours and the monsters', with the cube's row") \
  X(LookupElements, "the elements that can be consumed now, and where each comes from") \
  X(LookupOrder, "the round's initiative order") \
  X(LookupCard, "both sides of a card ({key} alone: your cards)") \
  X(LookupItem, "an item's slot, usage and text ({key} alone: your items)") \
  X(LookupScenario, "the scenario: goal, special rules, rewards") \
  X(LookupLog, "every event of this scenario so far") \
  X(LookupHint, "a hint: each option's chance to win, as the search bot estimates it (changes nothing)") \
  X(LookupUndo, "take back the last answer (or N answers); honest undo stops at the last roll") \
  X(LookupNoMonster, "No monster type ''{name}'' in this scenario ({key} alone lists them).") \
  X(LookupLogEmpty, "Nothing has happened yet.") \
  X(LookupYourCards, "Your cards ({key} shows both sides):") \
  X(LookupCardLine, "{card} ({side}, {pile, select, hand {hand} selected {selected} discard {discard} lost {lost} active {active} other {{pile}}})") \
  X(LookupNoCard, "No card ''{name}'' ({key} alone lists your cards).") \
  X(LookupNoItems, "You carry no items ({key} shows any item).") \
  X(LookupNoItemNumber, "There is no item #{n}.") \
  X(LookupNoItem, "No item ''{name}''.") \
  X(CampaignLookupHelp, "Here: the option's number or key. {show_class} and {show_scenario} describe them.") \
  /* The terminal's hint (h) and undo (u). */ \
  X(HintNone, "There is no question to hint at.") \
  X(HintNoWorkers, "The hint could not load the content for its threads.") \
  X(HintHead, "Hint: the chance to win of each option, from {futures} futures each ({seconds} s, {threads, plural, one {1 thread} other {# threads}}):") \
  X(HintBest, "best") \
  X(HintOthers, "({n} other options not estimated: the hint weighs the built-in player''s pick and the options nearest it.)") \
  X(HintFuture, "A future: the dice after this question sampled anew, never the real ones; the range is 95% sure.") \
  X(UndoFirst, "Nothing to take back: this is the scenario''s first question.") \
  X(UndoPastRoll, "Nothing to take back: the dice have rolled since your last answer, and honest undo does not go back past a roll ({command} does).") \
  X(UndoDone, "{n, plural, one {Took back 1 answer.} other {Took back # answers.}}{stopped, select, yes { Honest undo stops at the last roll of the dice ({command} goes further).} other {}}") \
  /* The end of the campaign: the epilogue's banner and the campaign's record. */ \
  X(EndBanner, "=============================== THE END ===============================") \
  X(EndSummary, "The campaign is finished: the {class} won {wins, plural, one {1 scenario} other {# scenarios}} and lost {losses} on the way, in {rounds, plural, one {1 round} other {# rounds}}.") \
  X(EndRecord, "The campaign's record ({class}):") \
  X(EndPlayedHead, "scenarios played, in order") \
  X(EndTalliesHead, "per scenario (retries: losses before the win)") \
  X(EndColumn, "{column, select, scenario {scenario} result {result} retries {retries} rounds {rounds} total {total} other {{column}}}") \
  X(EndResult, "{won, select, yes {won} other {lost}}") \
  X(EndWins, "{n} won") \
  X(StoryTitle, "=== Scenario {n}: {name} (level {level}) ===") \
  X(StoryGoal, "Goal: {goal}") \
  X(StoryLookups, "(At any prompt: ? lists the look-ups: monster cards, modifier tables, elements, cards, items, rules.)") \
  /* bnb list: one line per scenario, class, item, monster. */  \
  X(ListScenario, "{n}\t{name} (level {level}, {mod})") \
  X(ListClass, "{id}\t{name} ({hp} hit points)") \
  X(ListClassStyle, "{id}\t{name} ({hp} hit points): {style}") \
  X(ListItem, "{n}\t{name} - {slot}, {usage}") \
  X(ListMonster, "{id}\t{name} ({hp} HP{shield, plural, =0 {} other {, shield #}}{retaliate, plural, =0 {} other {, retaliate #}})") \
  /* Why a monster moves as it does (the planner's deciding rule), one sentence per case. */  \
  X(AskMonsterMove, "{Who}'s move is ambiguous: you decide.") \
  X(WhyOffMap, "The monster is not on the map.") \
  X(WhyUnreachable, "No hex from which it could attack can be reached, even with unlimited movement: no move and no attack.") \
  X(WhyInvisible, "The character is invisible: no focus, so no move and no attack.") \
  X(WhyAttacksFromHere, "It attacks from where it stands.") \
  X(WhyStepsAway, "It steps away from the adjacent character so that its ranged attack has no disadvantage ({n, plural, one {1 movement point} other {# movement points}}).") \
  X(WhyMovesAndAttacks, "It moves to an attack hex with the fewest movement points ({n, plural, one {1 point} other {# points}}) and attacks.") \
  X(WhyMuddled, "Muddled, it does not step away from the adjacent character.") \
  X(WhyDisadvantage, "It attacks with disadvantage: it cannot step away and stay in range.") \
  X(WhyDisarmedMoves, "Disarmed: it moves as if for a single-target melee attack but does not attack ({n, plural, one {1 movement point} other {# movement points}}).") \
  X(WhyDisarmedStays, "Disarmed: it does not attack, and already adjacent, it stays.") \
  X(WhyNoAttackMoves, "No attack in its action: it moves as if for a single-target melee attack but does not attack ({n, plural, one {1 movement point} other {# movement points}}).") \
  X(WhyNoAttackStays, "No attack in its action: already adjacent, it stays.") \
  X(WhyTiedGoals, "It cannot attack this turn: {n} attack hexes tie for the shortest path ({points, plural, one {1 point} other {# points}}); it moves to shorten its path to one of them.") \
  X(WhyTiedGoalsOrStays, "It cannot attack this turn: {n} attack hexes tie for the shortest path ({points, plural, one {1 point} other {# points}}); it moves to shorten its path to one of them, or stays where no reachable hex shortens the path to one.") \
  X(WhyMovesCloser, "It cannot attack this turn: it moves {n, plural, one {1 movement point} other {# movement points}}, and the movement points its path to an attack hex needs go from {from} down to {left}.") \
  X(WhyCannotShorten, "It cannot attack this turn and no hex it can reach shortens its path to an attack hex: it does not move.") \
  X(WhyImmobilized, "Immobilized: it stays.") \
  X(WhyImmobilizedNoAttack, "Immobilized: it stays, and cannot attack from where it stands.") \
  X(WhyNoMovePoints, "No movement points: it stays.") \
  X(WhyNoMovePointsNoAttack, "No movement points: it stays, and cannot attack from where it stands.") \
  X(WhyNoMove, "No move in its action: it stays.") \
  X(WhyNoMoveNoAttack, "No move in its action: it stays, and cannot attack from where it stands.") \
  X(WhyHazards, "No path to an attack hex avoids hazards: it takes one with the fewest ({n, plural, one {1 hazard} other {# hazards}}).") \
  /* Events: one sentence per event kind (and per "you" / another figure), read from its fields. */  \
  X(ScenarioStarted, "Scenario {n} begins")                                                       \
  X(RoundStarted, "-- Round {n} --")                                                              \
  X(RoundEnded, "-- End of round {n} --")                                                         \
  X(CardsSelected, "You play {card} and {card2}: initiative {n}")                                 \
  X(LongRestDeclared, "You declare a long rest.")                                                 \
  X(MonsterActionRolled, "{monster} rolls {face}: initiative {n}")                               \
  X(YourTurn, "- {who}: your turn")                                                               \
  X(TheirTurn, "- {who}'s turn")                                                                  \
  X(YourTurnEnds, "Your turn ends")                                                               \
  X(TheirTurnEnds, "{Who}'s turn ends")                                                           \
  X(YouMoveTo, "You move to {hex}")                                                               \
  X(TheyMoveTo, "{Who} moves to {hex}")                                                           \
  X(YouMove, "You move {n, plural, one {1 hex} other {# hexes}} to {hex}")                                                       \
  X(TheyMove, "{Who} moves {n, plural, one {1 hex} other {# hexes}} to {hex}")                                                   \
  X(YouRoll, "You roll {face} on row {row}: {cell}")                                              \
  X(TheyRoll, "{Who} rolls {face} on row {row}: {cell}")                                          \
  X(YouRereadRoll, "You read the same die as {cell}")                                             \
  X(TheyRereadRoll, "{Who} reads the same die as {cell}")                                         \
  X(YouAttack, "You attack {target}: attack {value}, {n} damage")                                \
  X(TheyAttack, "{Who} attacks {target}: attack {value}, {n} damage")                            \
  X(TheyAttackYou, "{Who} attacks you: attack {value}, {n} damage")                                 \
  X(YouAttackRolled, "You attack {target}: {roll} = {value}: {n} damage")                         \
  X(TheyAttackRolled, "{Who} attacks {target}: {roll} = {value}: {n} damage")                     \
  X(TheyAttackYouRolled, "{Who} attacks you: {roll} = {value}: {n} damage")                         \
  X(YouAttackShielded, "You attack {target}: {roll} = {value}, shield {shield}: {n} damage")      \
  X(TheyAttackShielded, "{Who} attacks {target}: {roll} = {value}, shield {shield}: {n} damage")  \
  X(TheyAttackYouShielded, "{Who} attacks you: {roll} = {value}, shield {shield}: {n} damage")      \
  X(YouAttackStopped, "You attack {target}: {roll} = {value}, all stopped by shield: 0 damage")   \
  X(TheyAttackStopped, "{Who} attacks {target}: {roll} = {value}, all stopped by shield: 0 damage") \
  X(TheyAttackYouStopped, "{Who} attacks you: {roll} = {value}, all stopped by shield: 0 damage")   \
  X(RollOne, "{cell} (row {row}, die {face})")                                                    \
  X(RollReread, "{cell} (the same die read again)")                                               \
  X(RollOneFrom, "{base} {cell} (row {row}, die {face})")                                            \
  X(RollRereadFrom, "{base} {cell} (the same die read again)")                                       \
  X(TwoDice, "{first} / {second} [two dice]")                                                     \
  X(ReadAgain, "{first}, then {second}")                                                          \
  X(YouSuffer, "You suffer {n} damage (HP {hp})")                                                 \
  X(TheySuffer, "{Who} suffers {n} damage (HP {hp})")                                             \
  X(NegateDiscard, "You negate {n} damage by discarding {card}")                                  \
  X(NegateDiscardTwo, "You negate {n} damage by discarding {card} and {card2}")                   \
  X(NegateLose, "You negate {n} damage by losing {card}")                                         \
  X(NegateItem, "You negate {n} damage with {item}")                                              \
  X(YouHeal, "You heal {n} (HP {hp})")                                                            \
  X(TheyHeal, "{Who} heals {n} (HP {hp})")                                                        \
  X(YouGain, "You gain {condition}")                                                              \
  X(TheyGain, "{Who} gains {condition}")                                                          \
  X(YouLose, "You lose {condition}")                                                              \
  X(TheyLose, "{Who} loses {condition}")                                                          \
  X(Infused, "{Element} is infused")                                                              \
  X(InfusedMixed, "{Element} or {other} is infused (either may be consumed)")                     \
  X(InfusedWild, "A wild element is infused (any one element may be consumed)")                   \
  X(YouConsume, "You consume {element}")                                                          \
  X(TheyConsume, "{Who} consumes {element}")                                                      \
  X(Consumed, "{Element} is consumed")                                                            \
  X(CardLost, "{card} is lost")                                                                   \
  X(CardToHand, "{card} goes back to your hand")                                                  \
  X(CardToDiscard, "{card} goes to your discard pile")                                            \
  X(CardToActive, "{card} stays in play as an active bonus")                                      \
  X(CardToSelected, "{card} is played this round")                                                \
  X(YouExhausted, "You are exhausted")                                                            \
  X(TheyDie, "{Who} dies")                                                                        \
  X(Spawned, "{Who} appears at {hex}")                                                            \
  X(FocusOnYou, "{Who} focuses on you")                                                           \
  X(FocusOn, "{Who} focuses on {target}")                                                         \
  X(NoFocusInvisible, "{Who} has no focus: you are invisible")                                    \
  X(NoFocusUnreachable, "{Who} has no focus: no hex to attack from can be reached")               \
  X(YouRetaliate, "You retaliate {n} on {target}")                                                \
  X(TheyRetaliate, "{Who} retaliates {n} on {target}")                                            \
  X(TheyRetaliateOnYou, "{Who} retaliates {n} on you")                                              \
  X(YouAttackObjective, "You attack the objective at {hex}: {value} -> {n} damage (HP {hp})")    \
  X(TheyAttackObjective, "{Who} attacks the objective at {hex}: {value} -> {n} damage (HP {hp})") \
  X(YouAttackObjectiveImmune, "You attack the objective at {hex}: {value} -> {n} damage (immune)") \
  X(TheyAttackObjectiveImmune, "{Who} attacks the objective at {hex}: {value} -> {n} damage (immune)") \
  X(ObjectiveDestroyed, "The objective at {hex} is destroyed")                                    \
  X(ItemUsed, "You use {item}")                                                                   \
  X(ItemSpent, "You use {item}; it is spent until a long rest recovers it")                       \
  X(ItemLost, "You use {item}; it is lost for this scenario")                                     \
  X(ItemRecovered, "{Item} is ready again")                                                       \
  X(ShortRested, "You short rest.")                                                               \
  X(LongRested, "You long rest.")                                                                 \
  X(ScenarioWon, "*** Scenario won: {reason} ***")                                                \
  X(ScenarioLost, "*** Scenario lost: {reason} ***")                                              \
  X(AllEnemiesDead, "all enemies are dead")                                                       \
  X(GoalMet, "the goal is met")                                                                   \
  X(GoalFailed, "the scenario goal failed")                                                       \
  X(RuleEnded, "a scenario rule ended it")                                                        \
  X(CharacterExhausted, "the character is exhausted")                                             \
  X(NoCardsLeft, "the character is exhausted (no cards to play or rest)")                         \
  X(Message, "> {text}")                                                                          \
  /* A script's action the rules refused, as the script shows it (ScriptWords::refusal). */        \
  X(RefusedGone, "{Who} is no longer on the map.")                                                \
  X(RefusedNotAMonster, "Only monsters can be controlled.")                                       \
  X(RefusedImmobilized, "{Who} is immobilized and cannot move.")                                  \
  X(RefusedDidNotMove, "{Who} does not move.")                                                    \
  X(RefusedDisarmed, "{Who} is disarmed and cannot attack.")                                      \
  X(RefusedDidNotAttack, "{Who} does not attack.")                                                \
  X(ScriptFailed, "! script error: {where}")

enum class Sentence : uint16_t {
#define BNB_SENTENCE_ENUM(id, text) id,
  BNB_SENTENCES(BNB_SENTENCE_ENUM)
#undef BNB_SENTENCE_ENUM
};

// The sentence's text in the catalogue (English).
std::string_view sentence_text(Sentence s);

inline constexpr size_t kSentenceCount = 0
#define BNB_SENTENCE_COUNT(id, text) +1
    BNB_SENTENCES(BNB_SENTENCE_COUNT)
#undef BNB_SENTENCE_COUNT
    ;
// The sentence's id as the catalogues key it: "MoveTo".
std::string_view sentence_id(Sentence s);

// A placeholder's value: a text (a name, a hex, a sentence already worded) or a number (which a
// catalogue's plural forms read: "{n, plural, one {1 hex} other {# hexes}}").
struct Arg {
  Arg(std::string_view n, std::string v) : name(n), value(std::move(v)) {}
  Arg(std::string_view n, const char* v) : name(n), value(v) {}
  Arg(std::string_view n, int v) : name(n), value(std::to_string(v)), number(v), is_number(true) {}
  std::string_view name;
  std::string value;
  long long number = 0;
  bool is_number = false;
};
// The sentence in English with each {name} replaced by its argument; {Name} (capitalised) gives the
// value with its first letter in upper case ("{Who} dies": "Bandit Guard 1 dies").
std::string say(Sentence s, std::initializer_list<Arg> args);

}  // namespace bnb::words
