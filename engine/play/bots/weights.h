#pragma once
// Every number the built-in player weighs its options with, in one table. Points are roughly "one
// damage dealt"; thresholds are hit points, cards or hexes. Changing one changes the player's games
// (and the recorded replays of its games).

namespace bnb {

struct AutoPlayerWeights {
  // ---- judging a turn: one or two actions played in order
  double lost_card = 5.0;                 // an action that loses its card shortens the scenario
  double lost_unrecoverable = 6.0;        // ... more when the card cannot be recovered either
  double persistent_card = 4.0;           // a persistent bonus keeps its card out of play
  double shield_per_threat = 1.4;         // each shield point, per enemy that can reach the character
  double retaliate_per_threat = 0.9;      // each retaliate point, per melee enemy that can reach it
  int threats_counted = 2;                // enemies counted for shield and retaliate, at most
  int threat_distance = 4;                // enemies this close (in hexes) can reach the character
  double persistent_bonus = 1.5;          // a shield / retaliate that lasts counts this many times
  double consume_share = 0.8;             // an element bonus: infusions are usually there to pay
                                          // (its added effects count by the effects list, `bonus`)
  double consume_target = 1.5;            // each target the bonus adds
  double ranged_adjacent = 2.0;           // damage lost by shooting at an adjacent enemy (disadvantage)
  double damage = 1.2;                    // each damage point, per target hit
  double finishes_weakest = 2.5;          // the attack can kill the weakest enemy
  double heal = 1.1;                      // each hit point healed (only what is missing)
  double recover_card = 3.0;              // each lost card recovered
  double condition = 0.8;                 // a condition ability
  double infuse = 0.2;                    // infusing an element
  double forced_move = 0.3;               // a push / pull ability
  double script = 0.5;                    // a scripted ability (worth something, unknown how much)
  double script_value = 0.8;              // ... plus this per point of its `value` (its printed size)
  double active_script = 4.0;             // a bonus with a script (an augment, a turret) works for turns
  double approach = 0.4;                  // no attack in reach: each movement point toward one
  double move_size = 0.05;                // tie-break: the larger move
  double plate_approach = 1.5;            // a goal of plates: each movement point toward the nearest
  double plate_reached = 4.0;             // ... the turn ends on one

  // ---- choosing two cards
  int long_rest_hp = 3;                   // rest early at this many hit points or fewer ...
  int long_rest_discards = 2;             // ... with at least this many cards to get back ...
  int long_rest_distance = 2;             // ... and no enemy closer than this
  int strike_first_cost = 2;              // an enemy is "in reach" within this many movement points
  double initiative_in_reach = 0.03;      // per initiative point under 99: strike before the monsters
  double initiative_ranged = 0.01;        // ranged, nothing in reach: still rather early
  double initiative_melee_wait = 0.015;   // melee, nothing in reach: late, let the monsters come
  double keep_a_side = 0.1;               // per B side played (its A side stays for later)

  // ---- cards and items
  double card_attack = 1.5;               // attack value on a card, against other values (1)
  double item_negate = 2.5;               // per damage an item negates
  double item_shield = 2.0;
  double item_heal = 1.2;
  double item_attack = 2.0;
  double item_move = 0.7;
  double item_pierce = 0.7;
  double item_condition = 1.0;
  double item_advantage = 1.5;
  double item_script = 1.0;
  double item_passive = 1.5;              // a passive item works every time: its worth times this
  double item_worth_minimum = 0.5;        // equip nothing worth less

  // ---- where to move
  double attack_position = 20.0;          // the planned attack reaches an enemy from here
  double per_enemy_in_range = 2.0;        // ... each enemy it reaches
  double ranged_adjacent_hex = 4.0;       // a ranged attacker standing next to an enemy
  double ranged_distance = 0.5;           // a ranged attacker: each hex of distance up to its range
  int ranged_keep_extra = 0;              // no attack planned: a ranged character keeps range + this away
  double ranged_off_distance = 1.0;       // ... each hex off that distance
  double ranged_adjacent_wait = 3.0;      // ... standing next to an enemy
  int melee_cost_cap = 20;                // a melee character: movement to reach an enemy, capped
  double melee_cost = 1.0;                // ... per movement point
  double hazard_path = 6.0;               // a path or destination with hazards (and the path offered to
                                          // avoid them: both read as risky)
  double danger_attacking = 0.3;          // per attack point the monsters can bring to the hex, with an attack planned
  double danger_waiting = 0.8;            // ... without one
  double plate_position = 40.0;           // a goal of plates: standing on one
  double plate_cost = 3.0;                // ... each movement point from here to the nearest

  // ---- targets, areas, damage, rests
  double target_kill = 100.0;             // a target this attack kills (plus its toughness: the toughest first)
  double target_hurt = 50.0;              // a target it does not kill (minus its toughness: the weakest first)
  double target_distance = 0.1;           // per hex: the closer target
  int area_objective_hits = 2;            // an objective inside an area counts as this many hits
  int item_negate_from = 2;               // negate with an item from this much damage
  int hurt_damage = 3;                    // damage this large ...
  int hurt_hp_left = 2;                   // ... leaving this many hit points or fewer is worth negating
  int hand_for_discard = 3;               // negate by discarding only with this many cards in hand
  double negate_discarded_card = 0.5;     // losing a card from the discard pile costs less
  int short_rest_wound = 3;               // skip a short rest this many hit points down ...
  int short_rest_cards = 3;               // ... with this many cards for a long rest ...
  int short_rest_distance = 2;            // ... and no enemy this close
  int redraw_hp = 4;                      // redraw a short rest's loss only above this many hit points
  double redraw_worth = 1.2;              // ... and when the card is worth this times the others' mean
  int item_heal_needed = 2;               // use a healing item only this far below maximum (or its heal)
  double push_distance = 1.0;             // a push: per hex away from the character (a pull: toward)
  double pushed_hazard = 3.0;             // pushing a monster into a hazard
  double hero_pushed_hazard = 5.0;        // the character pushed into a hazard
  double hero_pushed_distance = 0.1;      // the character pushed: per hex to the nearest enemy
  int modifier_double = 5;                // ranking advantage cells: 2x like +5 ...
  int modifier_null = -5;                 // ... null like -5, others by their value
};

inline constexpr AutoPlayerWeights kAutoPlayerWeights{};

}  // namespace bnb
