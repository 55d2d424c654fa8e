// Balance of the base campaign, scenarios 13-20 (the checks: campaign_balance.h). The full figures
// (50 seeds each) are in docs/sim.md, "Scenarios 13-20 and whole campaigns"; here the first 20 seeds of
// each pair keep a minimum of wins, and no game meets a script error.
#include "tests/playthrough/campaign_balance.h"

using namespace bnb::test::balance;

namespace {

// Wins of 20 when written (seeds 1-20): the minimum is 70% of them, rounded, at least 1.
constexpr Pair kPairs[] = {
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
TEST_CASE("[balance] scenario 13, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 13); }
TEST_CASE("[balance] scenario 14, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 14); }
TEST_CASE("[balance] scenario 15, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 15); }
TEST_CASE("[balance] scenario 16, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 16); }
TEST_CASE("[balance] scenario 17, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 17); }
TEST_CASE("[balance] scenario 18, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 18); }
TEST_CASE("[balance] scenario 19, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 19); }
TEST_CASE("[balance] scenario 20, every class it allows: the built-in player keeps its minimum of wins", "[balance][playthrough]") { check_scenario(kPairs, 20); }

TEST_CASE("[balance] the kept minimums name every scenario 13-20 and class it allows, once", "[balance]") {
  check_every_pair_listed(kPairs, 13, 20);
}
