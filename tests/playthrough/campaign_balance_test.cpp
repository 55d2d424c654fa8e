// Balance of the base campaign, scenarios 1-12 (the checks: campaign_balance.h). The full figures
// (50 seeds each) are in docs/sim.md, "Balance of the base campaign"; here the first 20 seeds of
// each pair keep a minimum of wins, and no game meets a script error.
#include "tests/playthrough/campaign_balance.h"

using namespace bnb::test::balance;

namespace {

// Wins of 20 when written (seeds 1-20): the minimum is about 70% of them, at least 1.
constexpr Pair kPairs[] = {
    {1, "bruiser", 13},      {1, "cragheart", 10},    {1, "mindthief", 14},    {1, "silent-knife", 8},
    {1, "spellweaver", 10},  {1, "tinkerer", 11},     {2, "bruiser", 6},       {2, "cragheart", 5},
    {2, "mindthief", 4},     {2, "silent-knife", 7},  {2, "spellweaver", 6},   {2, "tinkerer", 11},
    {3, "cragheart", 9},     {3, "mindthief", 8},     {3, "silent-knife", 5},  {3, "spellweaver", 6},
    {3, "tinkerer", 7},      {4, "bruiser", 5},       {5, "bruiser", 8},       {5, "cragheart", 8},
    {5, "mindthief", 9},     {5, "silent-knife", 12}, {5, "spellweaver", 7},   {5, "tinkerer", 12},
    {6, "bruiser", 5},       {6, "cragheart", 9},     {6, "silent-knife", 13}, {6, "spellweaver", 6},
    {6, "tinkerer", 11},     {7, "mindthief", 10},    {8, "bruiser", 11},      {8, "cragheart", 3},
    {8, "mindthief", 10},    {8, "spellweaver", 7},   {8, "tinkerer", 2},      {9, "silent-knife", 12},
    {10, "bruiser", 7},      {10, "cragheart", 9},    {10, "mindthief", 7},    {10, "silent-knife", 10},
    {10, "spellweaver", 11}, {10, "tinkerer", 9},     {11, "bruiser", 10},     {11, "cragheart", 3},
    {11, "mindthief", 7},    {11, "silent-knife", 12}, {11, "spellweaver", 3}, {12, "tinkerer", 11},
};

}  // namespace

// One test per scenario, so that ctest spreads them over its jobs.
TEST_CASE("[balance] scenario 1, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 1); }
TEST_CASE("[balance] scenario 2, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 2); }
TEST_CASE("[balance] scenario 3, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 3); }
TEST_CASE("[balance] scenario 4, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 4); }
TEST_CASE("[balance] scenario 5, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 5); }
TEST_CASE("[balance] scenario 6, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 6); }
TEST_CASE("[balance] scenario 7, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 7); }
TEST_CASE("[balance] scenario 8, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 8); }
TEST_CASE("[balance] scenario 9, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 9); }
TEST_CASE("[balance] scenario 10, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 10); }
TEST_CASE("[balance] scenario 11, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 11); }
TEST_CASE("[balance] scenario 12, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 12); }

TEST_CASE("[balance] the kept minimums name every scenario 1-12 and class it allows, once", "[balance]") {
  check_every_pair_listed(kPairs, 1, 12);
}
