// Balance of the base campaign (the checks: campaign_balance.h). The full figures (50 seeds each)
// are in docs/sim.md, "Balance of the base campaign" and "Scenarios 13-20 and whole campaigns";
// here the first 20 seeds of each pair keep a minimum of wins, and no game meets a script error.
#include "tests/playthrough/campaign_balance.h"

using namespace bnb::test::balance;

namespace {

// Wins of 20 when written (seeds 1-20): the minimum is about 70% of them for scenarios 1-12, 70%
// rounded for 13-20, at least 1.
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
    {13, "bruiser", 5},       {13, "cragheart", 5},     {13, "mindthief", 6},     {13, "silent-knife", 13},
    {13, "spellweaver", 6},   {13, "tinkerer", 8},      {14, "bruiser", 8},       {14, "cragheart", 12},
    {14, "mindthief", 6},     {14, "silent-knife", 12}, {14, "spellweaver", 12},  {14, "tinkerer", 11},
    {15, "bruiser", 9},       {15, "cragheart", 8},     {15, "mindthief", 4},     {15, "silent-knife", 12},
    {15, "tinkerer", 9},      {16, "spellweaver", 6},   {17, "bruiser", 9},       {17, "mindthief", 10},
    {17, "silent-knife", 12}, {17, "spellweaver", 10},  {17, "tinkerer", 11},     {18, "cragheart", 8},
    {19, "bruiser", 9},       {19, "cragheart", 10},    {19, "mindthief", 13},    {19, "silent-knife", 11},
    {19, "spellweaver", 10},  {19, "tinkerer", 6},      {20, "bruiser", 9},       {20, "cragheart", 9},
    {20, "mindthief", 6},     {20, "silent-knife", 9},  {20, "spellweaver", 6},   {20, "tinkerer", 11},
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
TEST_CASE("[balance] scenario 13, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 13); }
TEST_CASE("[balance] scenario 14, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 14); }
TEST_CASE("[balance] scenario 15, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 15); }
TEST_CASE("[balance] scenario 16, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 16); }
TEST_CASE("[balance] scenario 17, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 17); }
TEST_CASE("[balance] scenario 18, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 18); }
TEST_CASE("[balance] scenario 19, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 19); }
TEST_CASE("[balance] scenario 20, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 20); }

TEST_CASE("[balance] the kept minimums name every scenario and class it allows, once", "[balance]") {
  check_every_pair_listed(kPairs, 1, 20);
}
